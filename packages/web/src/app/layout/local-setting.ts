import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function writeSetting(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  for (const listener of listeners) listener();
}

/** A localStorage value that re-renders its readers when the console changes it. */
export function useSetting(key: string): string | null {
  return useSyncExternalStore(subscribe, () => localStorage.getItem(key));
}
