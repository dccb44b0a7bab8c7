import crypto from 'node:crypto';

/** A new device secret: shown once, only its hash is kept. */
export function newSecret(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(storedHash: string, secret: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && crypto.timingSafeEqual(stored, presented);
}
