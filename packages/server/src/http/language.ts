import type { MessageLanguage } from '@iot/contract';

/** The language of a request's answers: Chinese when it asks for it first, else English. */
export function requestLanguage(acceptLanguage: string | undefined): MessageLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
