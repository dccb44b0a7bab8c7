import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '../api/storage';
import { resolveLanguage, type Language } from './language';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

export function initI18n(): void {
  void i18n.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    lng: resolveLanguage(),
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18n.language;
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(StorageKey.language, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}
