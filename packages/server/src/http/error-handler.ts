import { ResultCode } from '@iot/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Every failure answers the envelope; a 500 logs the stack with the request id and shows neither. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === ResultCode.forbidden || error.code === ResultCode.sessionEnded) {
        request.log.info({ code: error.code, url: request.url, userId: request.auth?.user.id }, error.message);
      }
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ code: ResultCode.tooLarge, msg: 'body: request body too large', data: null });
    }
    if (status >= 400 && status < 500) {
      const msg =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'body: not valid JSON'
          : `request: ${error.message}`;
      return reply.status(400).send({ code: ResultCode.badRequest, msg, data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .status(500)
      .send({ code: ResultCode.serverError, msg: `internal error, request id ${request.id}`, data: null });
  });
}
