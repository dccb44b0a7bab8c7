import { createHash, createHmac, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token derived from another with a salt: the same for everyone who holds both, unguessable without them. */
export function derivedToken(token: string, salt: string): string {
  return createHmac('sha256', salt).update(token).digest('base64url');
}
