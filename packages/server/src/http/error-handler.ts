import { ResultCode, type Bilingual } from '@iot/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.js';
import { requestLanguage } from './language.js';

const TOO_LARGE: Bilingual = { zh: 'body：请求体过大', en: 'body: request body too large' };
const NOT_JSON: Bilingual = { zh: 'body：不是有效的 JSON', en: 'body: not valid JSON' };

/** Every failure answers the envelope; a 500 logs the stack with the request id and shows neither. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request.headers['accept-language']);
    if (error instanceof AppError) {
      if (error.code === ResultCode.forbidden || error.code === ResultCode.sessionEnded) {
        request.log.info({ code: error.code, url: request.url, userId: request.auth?.user.id }, error.message);
      }
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.textIn(language), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ code: ResultCode.tooLarge, msg: TOO_LARGE[language], data: null });
    }
    if (status >= 400 && status < 500) {
      const text =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? NOT_JSON
          : { zh: '请求无效', en: `request: ${error.message}` };
      return reply.status(400).send({ code: ResultCode.badRequest, msg: text[language], data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    const msg =
      language === 'zh' ? `服务器内部错误，请求编号 ${request.id}` : `internal error, request id ${request.id}`;
    return reply.status(500).send({ code: ResultCode.serverError, msg, data: null });
  });
}
