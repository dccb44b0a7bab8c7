import { DevicePointValueQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { caller } from '../http/guard.js';
import { parse } from '../http/validate.js';
import { HISTORY_READERS } from '../modules/access/shared-reads.js';

/** Under /admin/api: stored history for charts, and the pipeline's health. */
export function registerTelemetryRoutes(app: FastifyInstance): void {
  const { pointHistory, telemetry } = app.services;

  app.post('/influxDevice/getDevicePointValue', { config: { permission: HISTORY_READERS } }, async (request) =>
    ok(await pointHistory.pointValues(caller(request), parse(DevicePointValueQuery, request.body))),
  );

  app.get('/telemetry/health', { config: { permission: 'session' } }, (request) =>
    ok(telemetry.health(caller(request))),
  );
}
