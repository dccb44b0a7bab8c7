import type { FastifyInstance } from 'fastify';

/**
 * Calls that take no body are often sent by scripts with `Content-Type: application/json` and nothing
 * after it (curl -H, fetch wrappers): such a body is no body. Anything else is parsed by Fastify's own
 * JSON parser, with its guards against prototype poisoning, and a malformed body is still a 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });
}
