import { useCallback } from 'react';
import { StorageKey } from '../../api/storage';
import { useSetting, writeSetting } from './local-setting';

export const DEFAULT_MENU_COLORS: readonly [string, string] = ['#428BCA', '#f05b72'];

function parse(raw: string | null): [string, string] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return [value[0] as string, value[1] as string];
    }
  } catch {
    // A damaged value falls back to the defaults.
  }
  return [...DEFAULT_MENU_COLORS];
}

/** The drawer menu's two gradient colours, kept in localStorage, with a reset to the defaults. */
export function useMenuColors() {
  const colors = parse(useSetting(StorageKey.menuColors));
  const setColor = useCallback(
    (index: 0 | 1, color: string) => {
      const next: [string, string] = [...colors];
      next[index] = color;
      writeSetting(StorageKey.menuColors, JSON.stringify(next));
    },
    [colors],
  );
  const reset = useCallback(() => writeSetting(StorageKey.menuColors, null), []);
  return { colors, setColor, reset };
}
