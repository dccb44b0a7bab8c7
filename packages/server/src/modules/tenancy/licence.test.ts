import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  base32,
  generateVendorKeys,
  issueLicence,
  readPublicKeySetting,
  uniqueCodeFor,
  verifyLicence,
  type LicenceClaims,
} from './licence.js';
import { VENDOR_PUBLIC_KEY_PEM } from './vendor-key.js';

const NOW = Date.UTC(2026, 10, 22);
const DAY = 86_400_000;
const vendor = generateVendorKeys();
const code = uniqueCodeFor('installation-1', 'plant.example.com');
const claims: LicenceClaims = {
  uniqueCode: code,
  domain: 'plant.example.com',
  issuedAt: NOW,
  expiresAt: NOW + 30 * DAY,
};
const expected = { uniqueCode: code, domain: 'plant.example.com', now: NOW + DAY };

function reasonOf(text: string, publicKeyPem = vendor.publicKeyPem, exp = expected): string {
  const check = verifyLicence(text, publicKeyPem, exp);
  return check.ok ? 'ok' : check.reason.en;
}

describe('unique code', () => {
  it('encodes base32 as RFC 4648', () => {
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32(Buffer.from(''))).toBe('');
  });

  it('is four groups of four, stable, and differs per installation and domain', () => {
    expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect(uniqueCodeFor('installation-1', 'Plant.Example.com')).toBe(code);
    expect(uniqueCodeFor('installation-2', 'plant.example.com')).not.toBe(code);
    expect(uniqueCodeFor('installation-1', 'other.example.com')).not.toBe(code);
  });
});

describe('licence', () => {
  const licence = issueLicence(vendor.privateKeyPem, claims);

  it('verifies offline and gives its claims', () => {
    expect(licence).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyLicence(licence, vendor.publicKeyPem, expected)).toEqual({ ok: true, claims });
    expect(reasonOf(`${licence.slice(0, 20)}\n ${licence.slice(20)}`)).toBe('ok');
  });

  it('refuses an altered licence or one signed with another key', () => {
    const [payload, signature] = licence.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ ...claims, expiresAt: NOW + 3650 * DAY })).toString('base64url');
    expect(reasonOf(`${altered}.${signature}`)).toMatch(/^signature does not verify/);
    expect(reasonOf(`${payload}.${signature.slice(0, -4)}AAAA`)).toMatch(/^signature does not verify/);
    expect(reasonOf(issueLicence(generateVendorKeys().privateKeyPem, claims))).toMatch(/^signature does not verify/);
    expect(reasonOf(licence, VENDOR_PUBLIC_KEY_PEM)).toMatch(/^signature does not verify/);
  });

  it('refuses another installation, another domain, an expired licence and garbage', () => {
    expect(reasonOf(issueLicence(vendor.privateKeyPem, { ...claims, uniqueCode: 'AAAA-BBBB-CCCC-DDDD' }))).toBe(
      `issued for unique code AAAA-BBBB-CCCC-DDDD, this installation is ${code}`,
    );
    expect(reasonOf(issueLicence(vendor.privateKeyPem, { ...claims, domain: 'other.example.com' }))).toBe(
      'issued for domain other.example.com, not plant.example.com',
    );
    expect(reasonOf(licence, vendor.publicKeyPem, { ...expected, now: NOW + 31 * DAY })).toMatch(
      /^expired on 2026-12-22/,
    );
    expect(reasonOf('no-dot-here')).toMatch(/^not a licence/);
    const notJson = issueLicence(vendor.privateKeyPem, claims).split('.')[1];
    expect(reasonOf(`${Buffer.from('x').toString('base64url')}.${notJson}`)).toMatch(/^signature does not verify/);
  });

  it('refuses well-signed content that is not a licence', async () => {
    const { createPrivateKey, sign } = await import('node:crypto');
    const payload = Buffer.from(JSON.stringify({ uniqueCode: code }));
    const signature = sign(null, payload, createPrivateKey(vendor.privateKeyPem));
    expect(reasonOf(`${payload.toString('base64url')}.${signature.toString('base64url')}`)).toBe(
      'the licence content is malformed',
    );
  });

  it('reads the public key setting as PEM text, escaped PEM or a file path', () => {
    expect(readPublicKeySetting(vendor.publicKeyPem)).toBe(vendor.publicKeyPem);
    expect(readPublicKeySetting(vendor.publicKeyPem.replace(/\n/g, '\\n'))).toBe(vendor.publicKeyPem);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'licence-')), 'public.pem');
    fs.writeFileSync(file, vendor.publicKeyPem);
    expect(readPublicKeySetting(file)).toBe(vendor.publicKeyPem);
    expect(() => readPublicKeySetting('-----BEGIN PUBLIC KEY-----\nbroken\n-----END PUBLIC KEY-----')).toThrow();
  });
});

const SCRIPT = path.resolve(import.meta.dirname, '../../../dist/scripts/licence.js');

describe.skipIf(!fs.existsSync(SCRIPT))('npm run licence (compiled script)', () => {
  const run = (...args: string[]) => execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

  it('makes a vendor key pair and issues a licence that verifies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'licence-script-'));
    run('keygen', '--out', dir);
    const publicKeyPem = fs.readFileSync(path.join(dir, 'vendor-public.pem'), 'utf8');
    expect(fs.statSync(path.join(dir, 'vendor-private.pem')).mode & 0o077).toBe(0);
    expect(() => run('keygen', '--out', dir)).toThrow();
    const text = run(
      'issue',
      '--key',
      path.join(dir, 'vendor-private.pem'),
      '--code',
      code,
      '--domain',
      'Plant.Example.com',
      '--days',
      '10',
    );
    const check = verifyLicence(text.trim(), publicKeyPem, { ...expected, now: Date.now() });
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.claims.expiresAt - check.claims.issuedAt).toBe(10 * DAY);
    expect(() =>
      run('issue', '--key', path.join(dir, 'vendor-private.pem'), '--code', 'bad', '--domain', 'x'),
    ).toThrow();
    expect(() => run('frobnicate')).toThrow();
  });
});
