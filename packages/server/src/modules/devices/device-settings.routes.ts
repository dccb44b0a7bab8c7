import { DeviceSettingsUpdate, IdParam } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

/** A gateway's settings page: read like the device list, written like the device form. */
export function registerDeviceSettingsRoutes(app: FastifyInstance): void {
  const { deviceSettings } = app.services;

  app.get('/device/settings/:id', { config: { permission: 'equipIndex:read' } }, async (request) =>
    ok(await deviceSettings.get(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.put('/device/settings', { config: { permission: 'equipIndex:update' } }, async (request) =>
    ok(await deviceSettings.update(caller(request), parse(DeviceSettingsUpdate, request.body))),
  );
}
