import {
  FLOW_EDITOR_READERS,
  SymbolCategoryParam,
  SymbolContentQuery,
  SymbolFileParams,
  SymbolFileQuery,
} from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { parse } from '../../http/validate.js';

/** The editor's system symbol library (spec 7) and the symbols' files. */
export function registerSymbolRoutes(app: FastifyInstance): void {
  const { symbols } = app.services;

  const read = { config: { permission: FLOW_EDITOR_READERS } };
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

  app.get('/configflow/getSysComponentCategory/:type', read, (request) => {
    const { type } = parse(SymbolCategoryParam, request.params, 'type');
    return Promise.resolve(ok(symbols.categories(type, language(request))));
  });

  app.post('/configflow/getSysComponentContent', read, (request) =>
    Promise.resolve(ok(symbols.content(parse(SymbolContentQuery, request.body), language(request)))),
  );

  // Canvases load these by address, without a session header, in run mode too: our own drawings, public.
  app.get('/configflow/symbol/:category/:file', { config: { permission: 'public' } }, async (request, reply) => {
    const { category, file: fileName } = parse(SymbolFileParams, request.params, 'file');
    const file = symbols.file(category, fileName);
    if (!file) throw notFound('symbol');
    const etag = `"${file.hash}"`;
    const current = parse(SymbolFileQuery, request.query, 'v').v === file.hash;
    void reply
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('etag', etag)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-type', 'image/svg+xml').header('content-length', file.bytes.length).send(file.bytes);
  });
}
