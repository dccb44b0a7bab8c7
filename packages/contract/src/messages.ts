/**
 * Texts the server sends to people come in both console languages. The server answers each request in
 * the language it asks for (`Accept-Language`: the console sends its own; other clients get English).
 */
export interface Bilingual {
  zh: string;
  en: string;
}

export type MessageLanguage = keyof Bilingual;

const chineseOf = new Map<string, string>();

/**
 * A custom message of a contract schema (`.min(1, bi('必填', 'required'))`): zod keeps the English text,
 * and the server finds its Chinese twin here when it answers a Chinese console.
 */
export function bi(zh: string, en: string): string {
  // The English text is the key: two Chinese texts for one English text would answer the wrong one.
  const known = chineseOf.get(en);
  if (known !== undefined && known !== zh) throw new Error(`bi: "${en}" is already "${known}", not "${zh}"`);
  chineseOf.set(en, zh);
  return en;
}

/** The Chinese twin of a schema's custom message, if it was written with `bi`. */
export function chineseMessage(en: string): string | undefined {
  return chineseOf.get(en);
}
