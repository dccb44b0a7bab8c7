import type { FastifyInstance } from 'fastify';
import { badRequest, fieldText } from './errors.js';

const NUL_REASON = { zh: '不能包含空字符（NUL）', en: 'must not contain a NUL character' };

/** The path (`name`, `pens.3.text`) of the first text holding a NUL character, or null. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? path || 'body' : nulPath(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * Calls that take no body are often sent by scripts with `Content-Type: application/json` and nothing
 * after it (curl -H, fetch wrappers): such a body is no body. Anything else is parsed by Fastify's own
 * JSON parser, with its guards against prototype poisoning, and a malformed body is still a 400. A NUL
 * character is refused wherever it is, in the body, the query or the path: PostgreSQL cannot store it,
 * and no name or text needs it.
 */
export function registerBodyRules(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const path = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
    done(path ? badRequest(fieldText(path, NUL_REASON)) : undefined);
  });
}
