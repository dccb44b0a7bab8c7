/** Every localStorage key the console uses, in one place (spec visual-side 3.6). */
export const StorageKey = {
  token: 'token',
  info: 'info',
  tabs: 'tabs',
  language: 'language',
  initialLanguage: 'initialLanguage',
  radioMenu: 'radioMenu',
  menuColors: 'menuColors',
  sysType: 'sysType',
  mesEnabled: 'mesEnabled',
  rememberAccount: 'rememberAccount',
  rememberToken: 'rememberToken',
  codeLockPrefix: 'codeLock:',
  tableColumnsPrefix: 'tableColumns:',
} as const;

/** Keys that survive a logout (spec 4: language and menu style). */
export const KEPT_ON_LOGOUT: readonly string[] = [StorageKey.language, StorageKey.radioMenu];

export function readJson<T>(key: string, fallback: T): T {
  const raw = localStorage.getItem(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function clearStorageExceptKept(): void {
  const kept = KEPT_ON_LOGOUT.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}
