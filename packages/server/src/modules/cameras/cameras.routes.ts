import {
  CameraCreate,
  CameraIdParam,
  CameraListQuery,
  CameraUpdate,
  IdParam,
  LiveAddressQuery,
  ProviderAccountQuery,
  ProviderAccountUpdate,
  ProviderTokenQuery,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { FRAME_VIEWERS } from '../access/frame-viewers.js';

export function registerCameraRoutes(app: FastifyInstance): void {
  const { registry, playback } = app.services.cameras;
  const view = { config: { permission: FRAME_VIEWERS } };

  app.get('/camera/getCameraList', view, async (request) => ok(await registry.list(caller(request))));
  app.post('/camera/list', view, async (request) =>
    ok(await registry.page(caller(request), parse(CameraListQuery, request.body))),
  );
  app.get('/camera/getLiveAddress/:cameraId', view, async (request) => {
    const { cameraId } = parse(CameraIdParam, request.params, 'cameraId');
    const { protocol } = parse(LiveAddressQuery, request.query, 'query');
    return ok(await playback.liveAddress(caller(request), cameraId, protocol));
  });
  app.get('/camera/getYingshiAcssessToken', view, async (request) =>
    ok(await playback.token(caller(request), parse(ProviderTokenQuery, request.query, 'query').cameraId)),
  );
  app.get('/camera/providerAccount', { config: { permission: 'cameraManage:update' } }, async (request) =>
    ok(await playback.account(caller(request), parse(ProviderAccountQuery, request.query, 'query').companyId)),
  );
  app.put('/camera/providerAccount', { config: { permission: 'cameraManage:update' } }, async (request) => {
    await playback.saveAccount(caller(request), parse(ProviderAccountUpdate, request.body));
    return ok(null);
  });

  app.get('/camera/:id', view, async (request) =>
    ok(await registry.get(caller(request), parse(IdParam, request.params, 'id').id)),
  );
  app.post('/camera', { config: { permission: 'cameraManage:create' } }, async (request) =>
    ok(await registry.create(caller(request), parse(CameraCreate, request.body))),
  );
  app.put('/camera', { config: { permission: 'cameraManage:update' } }, async (request) => {
    await registry.update(caller(request), parse(CameraUpdate, request.body));
    return ok(null);
  });
  app.delete('/camera/:id', { config: { permission: 'cameraManage:delete' } }, async (request) => {
    await registry.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
