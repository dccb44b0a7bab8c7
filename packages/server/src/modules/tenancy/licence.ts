import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import type { Bilingual } from '@iot/contract';

/**
 * Offline licences: the vendor signs {uniqueCode, domain, expiresAt, issuedAt} with its Ed25519 key;
 * the platform checks the signature with the vendor's public key, so no call home is needed.
 * Text form: base64url(JSON) + '.' + base64url(signature over the JSON bytes).
 * Pure functions, shared by the activation service and the `npm run licence` script.
 */
export interface LicenceClaims {
  uniqueCode: string;
  domain: string;
  /** Epoch ms. */
  expiresAt: number;
  issuedAt: number;
}

export interface VendorKeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

export type LicenceCheck = { ok: true; claims: LicenceClaims } | { ok: false; reason: Bilingual };

export function generateVendorKeys(): VendorKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function issueLicence(privateKeyPem: string, claims: LicenceClaims): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, domain: normalizeDomain(claims.domain) }), 'utf8');
  const signature = sign(null, payload, createPrivateKey(privateKeyPem));
  return `${payload.toString('base64url')}.${signature.toString('base64url')}`;
}

/** Verifies the signature and that the licence is for this installation, this domain and still valid. */
export function verifyLicence(
  text: string,
  publicKeyPem: string,
  expected: { uniqueCode: string; domain: string; now: number },
): LicenceCheck {
  const parts = text.replace(/\s+/g, '').split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1])
    return {
      ok: false,
      reason: { zh: '不是授权码（应为以 "." 连接的两段）', en: 'not a licence (expected two parts joined by ".")' },
    };
  const payload = Buffer.from(parts[0], 'base64url');
  const signature = Buffer.from(parts[1], 'base64url');
  let valid = false;
  try {
    valid = verify(null, payload, createPublicKey(publicKeyPem), signature);
  } catch {
    valid = false;
  }
  if (!valid) {
    const en = 'signature does not verify: not issued by the vendor, or altered';
    return { ok: false, reason: { zh: '签名校验失败：不是厂商签发的，或已被改动', en } };
  }
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: { zh: '授权码内容格式错误', en: 'the licence content is malformed' } };
  if (claims.uniqueCode !== expected.uniqueCode) {
    return {
      ok: false,
      reason: {
        zh: `授权码签发给唯一码 ${claims.uniqueCode}，本安装的唯一码为 ${expected.uniqueCode}`,
        en: `issued for unique code ${claims.uniqueCode}, this installation is ${expected.uniqueCode}`,
      },
    };
  }
  if (claims.domain !== normalizeDomain(expected.domain)) {
    const [issued, here] = [claims.domain, expected.domain];
    return {
      ok: false,
      reason: { zh: `授权码签发给域名 ${issued}，不是 ${here}`, en: `issued for domain ${issued}, not ${here}` },
    };
  }
  if (claims.expiresAt <= expected.now) {
    const expiry = new Date(claims.expiresAt).toISOString();
    return { ok: false, reason: { zh: `已于 ${expiry} 过期`, en: `expired on ${expiry}` } };
  }
  return { ok: true, claims };
}

function parseClaims(payload: Buffer): LicenceClaims | null {
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { uniqueCode, domain, expiresAt, issuedAt } = value as Record<string, unknown>;
    if (typeof uniqueCode !== 'string' || typeof domain !== 'string') return null;
    if (typeof expiresAt !== 'number' || typeof issuedAt !== 'number') return null;
    return { uniqueCode, domain, expiresAt, issuedAt };
  } catch {
    return null;
  }
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** XXXX-XXXX-XXXX-XXXX (80 bits of sha256 over the installation id and the domain). */
export function uniqueCodeFor(installationId: string, domain: string): string {
  const digest = createHash('sha256')
    .update(`${installationId}\n${normalizeDomain(domain)}`)
    .digest();
  const groups = base32(digest).slice(0, 16).match(/.{4}/g) ?? [];
  return groups.join('-');
}

export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

/** A configured key is either PEM text (newlines may be written as \n in an env file) or the path of a PEM file. */
export function readPublicKeySetting(setting: string): string {
  const pem = setting.includes('-----BEGIN') ? setting.replace(/\\n/g, '\n') : fs.readFileSync(setting, 'utf8');
  createPublicKey(pem);
  return pem;
}
