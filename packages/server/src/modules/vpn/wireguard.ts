import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';

/** WireGuard keys are the raw 32-byte X25519 keys in standard base64 (44 characters). */
export interface WireguardKeyPair {
  privateKey: string;
  publicKey: string;
}

const base64urlToBase64 = (value: string) => Buffer.from(value, 'base64url').toString('base64');

export function wireguardKeyPair(): WireguardKeyPair {
  const { privateKey } = generateKeyPairSync('x25519');
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.d || !jwk.x) throw new Error('x25519 key export without d or x');
  return { privateKey: base64urlToBase64(jwk.d), publicKey: base64urlToBase64(jwk.x) };
}

/** PKCS#8 DER header of an X25519 private key; the 32 raw key bytes follow it. */
const X25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');

/** The public key of a WireGuard private key, as `wg pubkey` prints it. */
export function wireguardPublicKey(privateKey: string): string {
  const raw = Buffer.from(privateKey, 'base64');
  if (raw.length !== 32) throw new Error('a WireGuard private key has 32 bytes');
  const key = createPrivateKey({ key: Buffer.concat([X25519_PKCS8_PREFIX, raw]), format: 'der', type: 'pkcs8' });
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  if (!jwk.x) throw new Error('x25519 public key export without x');
  return base64urlToBase64(jwk.x);
}

export interface ClientConfigInput {
  privateKey: string;
  address: string;
  dns: string;
  serverPublicKey: string;
  endpoint: string;
  allowedIps: string;
}

export function clientConfig(c: ClientConfigInput): string {
  return [
    '[Interface]',
    `PrivateKey = ${c.privateKey}`,
    `Address = ${c.address}/32`,
    ...(c.dns ? [`DNS = ${c.dns}`] : []),
    '',
    '[Peer]',
    `PublicKey = ${c.serverPublicKey}`,
    `Endpoint = ${c.endpoint}`,
    `AllowedIPs = ${c.allowedIps}`,
    // Keeps NAT mappings open so the platform can reach a client behind a router.
    'PersistentKeepalive = 25',
    '',
  ].join('\n');
}
