import {
  BindConfigFlowQuery,
  DeviceCreate,
  DeviceListQuery,
  DevicePageQuery,
  DeviceTransfer,
  DeviceUpdate,
  ExpirationPageQuery,
  ExpirationUpdate,
  IdParam,
  ListWindow,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { DEVICE_READERS } from '../access/shared-reads.js';

// The pickers and lists other pages embed name those pages (DEVICE_READERS); the rows stay scoped.
export function registerDeviceRoutes(app: FastifyInstance): void {
  const { devices } = app.services;
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;

  app.post('/device', { config: { permission: 'equipIndex:create' } }, async (request) =>
    ok(await devices.create(caller(request), parse(DeviceCreate, request.body))),
  );

  app.put('/device', { config: { permission: 'equipIndex:update' } }, async (request) => {
    await devices.update(caller(request), parse(DeviceUpdate, request.body));
    return ok(null);
  });

  app.get('/device/:id', { config: { permission: DEVICE_READERS } }, async (request) =>
    ok(await devices.get(caller(request), idOf(request.params))),
  );

  app.delete('/device/:id', { config: { permission: 'equipIndex:delete' } }, async (request) => {
    await devices.remove(caller(request), idOf(request.params));
    return ok(null);
  });

  app.post('/device/:id/secret', { config: { permission: 'equipIndex:secret' } }, async (request) =>
    ok(await devices.regenerateSecret(caller(request), idOf(request.params))),
  );

  app.post('/device/getDeviceListPage', { config: { permission: 'equipIndex:read' } }, async (request) =>
    ok(await devices.page(caller(request), parse(DevicePageQuery, request.body))),
  );

  app.post('/device/getDeviceList', { config: { permission: DEVICE_READERS } }, async (request) =>
    ok(await devices.list(caller(request), parse(DeviceListQuery, request.body))),
  );

  app.get('/device/getDeviceCurrentUser', { config: { permission: DEVICE_READERS } }, async (request) =>
    ok(await devices.markers(caller(request), parse(ListWindow, request.query, 'query'))),
  );

  app.get('/device/getAddressDeviceList', { config: { permission: DEVICE_READERS } }, async (request) =>
    ok(await devices.addressTree(caller(request), parse(ListWindow, request.query, 'query'))),
  );

  app.post('/device/bindConfigFlowUrl/:id', { config: { permission: 'equipIndex:configFlow' } }, async (request) => {
    await devices.bindConfigFlow(caller(request), idOf(request.params), parse(BindConfigFlowQuery, request.query));
    return ok(null);
  });

  app.post('/device/transfer', { config: { permission: 'equipIndex:transfer' } }, async (request) => {
    await devices.transfer(caller(request), parse(DeviceTransfer, request.body));
    return ok(null);
  });

  app.post('/device/getExpirationPage', { config: { permission: 'deviceExpiration:read' } }, async (request) =>
    ok(await devices.expirationPage(caller(request), parse(ExpirationPageQuery, request.body))),
  );

  app.put('/device/expiration', { config: { permission: 'deviceExpiration:update' } }, async (request) => {
    await devices.updateExpiration(caller(request), parse(ExpirationUpdate, request.body));
    return ok(null);
  });
}
