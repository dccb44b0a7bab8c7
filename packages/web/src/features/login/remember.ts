import type { LoginResult } from '@iot/contract';
import { StorageKey } from '../../api/storage';

/**
 * "Remember password" keeps the account name and a revocable remember token (never the password) in
 * cookies limited to the login page for 7 days, so they survive a logout, which clears localStorage.
 */
const MAX_AGE_S = 7 * 24 * 3600;

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string | null): void {
  const expiry = value === null ? 'max-age=0' : `max-age=${MAX_AGE_S}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/login; ${expiry}; SameSite=Strict`;
}

export interface Remembered {
  account: string | null;
  token: string | null;
}

export function readRemembered(): Remembered {
  return { account: readCookie(StorageKey.rememberAccount), token: readCookie(StorageKey.rememberToken) };
}

export function saveRemembered(remember: boolean, account: string, result: LoginResult): void {
  writeCookie(StorageKey.rememberAccount, remember ? account : null);
  writeCookie(StorageKey.rememberToken, remember ? (result.rememberToken ?? null) : null);
}

export function forgetRememberedToken(): void {
  writeCookie(StorageKey.rememberToken, null);
}
