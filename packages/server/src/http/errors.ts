import { ResultCode, type Bilingual, type MessageLanguage } from '@iot/contract';

/** A text in both languages, or one that is the same in both (a count, an address). */
export type ErrorText = Bilingual | string;

/**
 * An error the client may see: its code goes into the envelope and its text, in the request's
 * language, into `msg`. `message` keeps the English text for logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly text: ErrorText,
    readonly httpStatus: number = code >= 400 && code < 600 ? code : 401,
  ) {
    super(typeof text === 'string' ? text : text.en);
  }

  textIn(language: MessageLanguage): string {
    return typeof this.text === 'string' ? this.text : this.text[language];
  }
}

/** `field: reason` in both languages; the field keeps its wire name so a script can find it. */
export function fieldText(field: string, reason: Bilingual): Bilingual {
  return { zh: `${field}：${reason.zh}`, en: `${field}: ${reason.en}` };
}

export const badRequest = (text: ErrorText) => new AppError(ResultCode.badRequest, text);
export const forbidden = (text: ErrorText = { zh: '没有权限', en: 'permission denied' }) =>
  new AppError(ResultCode.forbidden, text);
/** `what` names the missing thing: `{ zh: '设备', en: 'device' }`. */
export const notFound = (what: ErrorText = { zh: '资源', en: 'resource' }) =>
  new AppError(
    ResultCode.notFound,
    typeof what === 'string' ? `${what} not found` : { zh: `${what.zh}不存在`, en: `${what.en} not found` },
  );
export const sessionEnded = (
  text: ErrorText = { zh: '会话已结束，请重新登录', en: 'session ended, please log in again' },
) => new AppError(ResultCode.sessionEnded, text, 401);
export const tooMany = (text: ErrorText) => new AppError(ResultCode.tooMany, text);
