import { DeviceIdQuery, IdParam, PortCreate, PortUpdate, type PortKind } from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { DEVICE_READERS } from '../access/shared-reads.js';

/**
 * The four port lists keep the paths of the spec, and serve the editors' bind dialog too (DEVICE_READERS);
 * the writes share one path for every kind.
 */
export function registerPortRoutes(app: FastifyInstance): void {
  const { ports } = app.services;
  const read = { config: { permission: DEVICE_READERS } };
  const write = { config: { permission: 'equipIndex:update' as const } };
  const list = (kind: PortKind, deviceId: number, request: FastifyRequest) =>
    ports.ofDevice(caller(request), deviceId, kind);
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;

  app.get('/com/findByDeviceId/:id', read, async (request) => ok(await list('com', idOf(request.params), request)));
  app.get('/netPort/getNetPortList/:id', read, async (request) => ok(await list('net', idOf(request.params), request)));
  app.get('/wifi', read, async (request) =>
    ok(await list('wifi', parse(DeviceIdQuery, request.query, 'query').deviceId, request)),
  );
  app.get('/lora/getByDeviceId/:id', read, async (request) => ok(await list('lora', idOf(request.params), request)));

  app.post('/device/port', write, async (request) =>
    ok(await ports.create(caller(request), parse(PortCreate, request.body))),
  );
  app.put('/device/port', write, async (request) => {
    await ports.update(caller(request), parse(PortUpdate, request.body));
    return ok(null);
  });
  app.delete('/device/port/:id', write, async (request) => {
    await ports.remove(caller(request), idOf(request.params));
    return ok(null);
  });
}
