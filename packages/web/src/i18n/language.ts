import { StorageKey } from '../api/storage';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

/** Maps a browser or stored tag (zh, zh-TW, en-GB...) to one of ours, or null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return null;
}

/** Spec order: saved choice, browser language, stored initial language, then Chinese. */
export function resolveLanguage(): Language {
  return (
    toLanguage(localStorage.getItem(StorageKey.language)) ??
    toLanguage(navigator.language) ??
    toLanguage(localStorage.getItem(StorageKey.initialLanguage)) ??
    FALLBACK_LANGUAGE
  );
}
