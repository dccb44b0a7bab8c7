import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { AppError, fieldText } from '../http/errors.js';

const SCHEME = /^Device\s+(\S+)$/;

/**
 * `POST /api/gw/{identity}/data` (docs/protocol.md §2), outside /admin/api: a gateway authenticates with
 * `Authorization: Device {secret}`. The body is read raw, whatever its content type, and parsed by
 * the same code as MQTT payloads, so both refuse the same things.
 */
export async function registerGatewayHttpRoutes(app: FastifyInstance): Promise<void> {
  await app.register((gw, _options, done) => {
    gw.removeAllContentTypeParsers();
    gw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, next) => next(null, body));
    gw.post<{ Params: { identity: string } }>(
      '/api/gw/:identity/data',
      { config: { permission: 'public' } },
      async (request) => {
        const secret = SCHEME.exec(request.headers.authorization ?? '')?.[1];
        if (!secret)
          throw new AppError(
            401,
            fieldText('authorization', { zh: '应为 "Device {secret}"', en: 'expected "Device {secret}"' }),
            401,
          );
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(await app.services.telemetry.get().ingestHttp(request.params.identity, secret, body), 'ok');
      },
    );
    done();
  });
}
