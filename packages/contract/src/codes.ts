/** Codes of the `{code, msg, data}` envelope every `/admin/api` call answers with. */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  tooLarge: 413,
  tooMany: 429,
  serverError: 500,
  sessionEnded: 10500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Header carrying a renewed session token; the console replaces its stored token with it. */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';

export const API_PREFIX = '/admin/api';

export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Table sizes of the console (spec 9). */
export const TABLE_PAGE_SIZES = [15, 30, 50, 100] as const;
export const PAGER_PAGE_SIZES = [15, 50, 100, 300] as const;
