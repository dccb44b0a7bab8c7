/**
 * The vendor's licence tool (`npm run licence -- ...`):
 *   keygen --out DIR                      writes vendor-private.pem and vendor-public.pem
 *   issue --key FILE --code XXXX-XXXX-XXXX-XXXX --domain HOST [--days 365]
 *                                         prints the licence text a customer pastes into the console
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateVendorKeys, issueLicence, normalizeDomain } from '../modules/tenancy/licence.js';

const DAY_MS = 86_400_000;
const USAGE = `usage:
  npm run licence -- keygen --out DIR
  npm run licence -- issue --key vendor-private.pem --code XXXX-XXXX-XXXX-XXXX --domain HOST [--days 365]`;

function keygen(out: string): void {
  fs.mkdirSync(out, { recursive: true });
  const privateFile = path.join(out, 'vendor-private.pem');
  if (fs.existsSync(privateFile)) throw new Error(`${privateFile} exists; refusing to overwrite a vendor key`);
  const keys = generateVendorKeys();
  fs.writeFileSync(privateFile, keys.privateKeyPem, { mode: 0o600 });
  fs.writeFileSync(path.join(out, 'vendor-public.pem'), keys.publicKeyPem);
  process.stdout.write(`wrote ${privateFile} (keep it secret) and vendor-public.pem (IOT_LICENCE_PUBLIC_KEY)\n`);
}

function issue(keyFile: string, uniqueCode: string, domain: string, days: number): void {
  if (!/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/.test(uniqueCode)) throw new Error('--code: expected XXXX-XXXX-XXXX-XXXX');
  if (!Number.isFinite(days) || days <= 0) throw new Error('--days: a positive number');
  const issuedAt = Date.now();
  const licence = issueLicence(fs.readFileSync(keyFile, 'utf8'), {
    uniqueCode,
    domain: normalizeDomain(domain),
    issuedAt,
    expiresAt: issuedAt + Math.round(days * DAY_MS),
  });
  process.stdout.write(`${licence}\n`);
}

function main(argv: string[]): void {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      key: { type: 'string' },
      code: { type: 'string' },
      domain: { type: 'string' },
      days: { type: 'string', default: '365' },
    },
  });
  const [command] = positionals;
  if (command === 'keygen' && values.out) return keygen(values.out);
  if (command === 'issue' && values.key && values.code && values.domain) {
    return issue(values.key, values.code.trim().toUpperCase(), values.domain, Number(values.days));
  }
  throw new Error(USAGE);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
