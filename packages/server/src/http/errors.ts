import { ResultCode } from '@iot/contract';

/** An error the client may see: its code goes into the envelope and its message into `msg`. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number = code >= 400 && code < 600 ? code : 401,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(ResultCode.badRequest, msg);
export const forbidden = (msg = 'permission denied') => new AppError(ResultCode.forbidden, msg);
export const notFound = (what = 'resource') => new AppError(ResultCode.notFound, `${what} not found`);
export const sessionEnded = (msg = 'session ended, please log in again') =>
  new AppError(ResultCode.sessionEnded, msg, 401);
export const tooMany = (msg: string) => new AppError(ResultCode.tooMany, msg);
