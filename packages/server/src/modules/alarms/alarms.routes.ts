import multipart from '@fastify/multipart';
import {
  ALARM_IMAGE_MAX_BYTES,
  ALARM_IMAGES_PER_UPLOAD,
  AlarmConfigBody,
  AlarmConfigDetailParams,
  AlarmConfigDetailQuery,
  AlarmFollowCreate,
  AlarmFollowIdParam,
  AlarmFollowItemCreate,
  AlarmImageQuery,
  AlarmMuteBody,
  AlarmRecordIdParam,
  AlarmRecordQuery,
  IdParam,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { caller } from '../../http/guard.js';
import { sendStoredFile } from '../../http/send-file.js';
import { parse } from '../../http/validate.js';
import { ALARM_READERS } from '../access/shared-reads.js';
import { ALARM_CONFIG_PERMISSIONS } from './alarm-configs.service.js';

/**
 * Alarm configs, records, follow-ups and mutes. Configs need the alarm config button of the page the
 * item is managed on (checked by the service: equipIndex or cusDataShare, or alertInfo); records the
 * alertInfo buttons; mutes only a session (each user mutes for itself).
 */
export function registerAlarmRoutes(app: FastifyInstance): void {
  const { configs, records, follows, mutes } = app.services.alarms;

  app.get('/alertConfig/detail/:varId', { config: { permission: ALARM_CONFIG_PERMISSIONS } }, async (request) => {
    const { varId } = parse(AlarmConfigDetailParams, request.params, 'varId');
    const { varType } = parse(AlarmConfigDetailQuery, request.query, 'query');
    return ok(await configs.detail(caller(request), varType, varId));
  });
  for (const method of ['post', 'put'] as const) {
    app[method]('/alertConfig', { config: { permission: ALARM_CONFIG_PERMISSIONS } }, async (request) =>
      ok(await configs.save(caller(request), parse(AlarmConfigBody, request.body))),
    );
  }

  app.post('/alarmRecord', { config: { permission: ALARM_READERS } }, async (request) =>
    ok(await records.page(caller(request), parse(AlarmRecordQuery, request.body))),
  );
  app.get('/alarmRecord/:id', { config: { permission: 'alertInfo:read' } }, async (request) =>
    ok(await records.get(caller(request), parse(IdParam, request.params, 'id').id)),
  );
  app.post('/alarmRecord/confirm/:id', { config: { permission: 'alertInfo:confirm' } }, async (request) => {
    await records.confirm(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
  app.get('/alarmRecord/snapshot/:id', { config: { permission: 'alertInfo:read' } }, async (request) =>
    ok(await records.snapshot(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.get('/alarmRecord/follow/list/:alarmRecordId', { config: { permission: 'alertInfo:read' } }, async (request) =>
    ok(await follows.list(caller(request), parse(AlarmRecordIdParam, request.params, 'alarmRecordId').alarmRecordId)),
  );
  app.get(
    '/alarmRecord/follow/users/:alarmRecordId',
    { config: { permission: 'alertInfo:confirm' } },
    async (request) =>
      ok(
        await follows.candidates(
          caller(request),
          parse(AlarmRecordIdParam, request.params, 'alarmRecordId').alarmRecordId,
        ),
      ),
  );
  app.post('/alarmRecord/follow/create', { config: { permission: 'alertInfo:confirm' } }, async (request) =>
    ok(await follows.create(caller(request), parse(AlarmFollowCreate, request.body))),
  );
  app.post('/alarmRecord/follow/item/create', { config: { permission: 'alertInfo:confirm' } }, async (request) => {
    await follows.setItems(caller(request), parse(AlarmFollowItemCreate, request.body ?? []));
    return ok(null);
  });
  app.delete('/alarmRecord/follow/:id', { config: { permission: 'alertInfo:delete' } }, async (request) => {
    await follows.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
  // An <img src> sends no session header: the address itself is signed for the caller who listed it.
  app.get('/alarmRecord/follow/image/:id', { config: { permission: 'public' } }, async (request, reply) => {
    const { id } = parse(IdParam, request.params, 'id');
    const { exp, sig } = parse(AlarmImageQuery, request.query, 'query');
    const image = await follows.image(id, exp, sig);
    if (!image) throw notFound('image');
    return sendStoredFile(reply, image, 'inline');
  });
  // Multipart only in this scope: no other alarm call accepts it.
  void app.register(async (upload) => {
    await upload.register(multipart, {
      limits: {
        fileSize: ALARM_IMAGE_MAX_BYTES,
        files: ALARM_IMAGES_PER_UPLOAD,
        fields: 10,
        fieldSize: 1024,
        parts: 20,
      },
    });
    upload.post(
      '/alarmRecord/follow/upload/:followId',
      { config: { permission: 'alertInfo:confirm' } },
      async (request) => {
        const { followId } = parse(AlarmFollowIdParam, request.params, 'followId');
        return ok(await follows.upload(caller(request), followId, request.parts()));
      },
    );
  });

  app.get('/alarmRecord/mute/list', { config: { permission: 'session' } }, async (request) =>
    ok(await mutes.list(caller(request))),
  );
  app.post('/alarmRecord/mute', { config: { permission: 'session' } }, async (request) => {
    await mutes.set(caller(request), parse(AlarmMuteBody, request.body));
    return ok(null);
  });
}
