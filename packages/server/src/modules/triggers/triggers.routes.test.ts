import { liveTopics, MaintenanceType, RecordSource } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createRecordingBus } from '../../telemetry/test/support.js';
import { triggerApiOf, triggerPartsOf } from './test/trigger-fixture.js';

describe.each(DIALECTS)('trigger calls (%s)', (dialect) => {
  let t: TestApp;
  const api = triggerApiOf(() => t);
  let recording: ReturnType<typeof createRecordingBus>;
  let gateway: { id: number };
  let setpoint: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: 'Asia/Shanghai' });
    recording = createRecordingBus(t.clock.now);
    triggerPartsOf(t, recording.bus);
    gateway = await api.device('dealerAdmin');
    setpoint = await api.variable('dealerAdmin', gateway.id, { name: 'setpoint', dataType: 'float' });
  });
  afterAll(() => t.close());

  it('creates, reads, lists, changes, disables and deletes a trigger', async () => {
    const id = await api.trigger('dealerAdmin', {
      name: 'Hourly flush',
      type: 3,
      schedule: { kind: 'every', every: 1, unit: 'hour', start: '2026-11-22 11:00:00' },
      actions: [{ type: 'write', deviceId: gateway.id, variableId: setpoint, value: 5 }],
    });
    const read = await api.as('dealerAdmin', 'GET', `/trigger/${id}`);
    expect(read.data).toMatchObject({
      id,
      name: 'Hourly flush',
      type: 3,
      enabled: 1,
      companyId: t.fixture.companies.dealer,
      schedule: { kind: 'every', every: 1, unit: 'hour', start: '2026-11-22 11:00:00' },
      nextFireTime: '2026-11-22 11:00:00',
      lastFireTime: null,
    });
    const found = await api.as('dealerAdmin', 'POST', '/trigger/getPage', { param: { name: 'flush', type: 3 } });
    expect(found.data.records.map((r: { id: number }) => r.id)).toEqual([id]);

    const { id: _id, ...fields } = read.data;
    const update = { ...fields, id, name: 'Flush', schedule: { kind: 'once', at: '2026-11-23 08:00:00' } };
    expect((await api.as('dealerAdmin', 'PUT', '/trigger', update)).code).toBe(200);
    expect((await api.as('dealerAdmin', 'GET', `/trigger/${id}`)).data).toMatchObject({
      name: 'Flush',
      nextFireTime: '2026-11-23 08:00:00',
    });
    expect((await api.as('dealerAdmin', 'POST', `/trigger/status/${id}`, { enabled: 0 })).code).toBe(200);
    const disabled = await api.as('dealerAdmin', 'POST', `/trigger/fire/${id}`);
    expect(disabled).toMatchObject({ code: 400, msg: 'id: the trigger is disabled' });
    expect((await api.as('dealerAdmin', 'GET', `/trigger/${id}`)).data.nextFireTime).toBeNull();
    expect((await api.as('dealerAdmin', 'DELETE', `/trigger/${id}`)).code).toBe(200);
    expect(await api.as('dealerAdmin', 'GET', `/trigger/${id}`)).toMatchObject({ code: 404, msg: 'trigger not found' });
  });

  it('fires a function trigger by a call: a live notice, a triggered maintenance record, the log', async () => {
    const plan = await api.plan('dealerAdmin', { type: MaintenanceType.triggered });
    const id = await api.trigger('dealerAdmin', {
      actions: [
        { type: 'notify', userIds: [t.fixture.users.viewer], email: true },
        { type: 'maintenance', planId: plan.id },
      ],
    });
    const fired = await api.as('dealerAdmin', 'POST', `/trigger/fire/${id}`);
    expect(fired).toMatchObject({ code: 200, data: { outcome: 0 } });
    const { logId } = fired.data as { logId: number };
    expect(recording.published).toContainEqual({
      topic: liveTopics.notice(t.fixture.users.viewer, 'trigger', logId),
      qos: 1,
      payload: expect.objectContaining({ triggerId: id, logId, cause: 'call', fireTime: '2026-11-22 10:00:00' }),
    });
    expect(await api.logs(id)).toMatchObject([
      {
        cause: 'call',
        value: null,
        outcome: 0,
        results: [
          { type: 'notify', ok: true },
          { type: 'maintenance', ok: true },
        ],
      },
    ]);
    const records = await api.as('dealerAdmin', 'POST', '/mainRecord/getPage', { param: { planId: plan.id } });
    expect(records.data.records).toMatchObject([
      { type: MaintenanceType.triggered, source: RecordSource.trigger, triggerId: id },
    ]);
    expect((await api.as('dealerAdmin', 'GET', `/trigger/${id}`)).data.lastFireTime).toBe('2026-11-22 10:00:00');
  });

  it('logs a failed action with its reason and goes on with the others', async () => {
    const plan = await api.plan('dealerAdmin', { type: MaintenanceType.triggered });
    const id = await api.trigger('dealerAdmin', {
      actions: [
        { type: 'maintenance', planId: plan.id },
        { type: 'notify', userIds: [t.fixture.users.viewer] },
      ],
    });
    expect((await api.as('dealerAdmin', 'POST', `/mainPlan/status/${plan.id}`, { status: 3 })).code).toBe(200);
    expect((await api.as('dealerAdmin', 'POST', `/trigger/fire/${id}`)).data.outcome).toBe(1);
    expect((await api.logs(id))[0]!.results).toEqual([
      { type: 'maintenance', ok: false, message: { zh: 'planId：计划未启用', en: 'planId: the plan is not enabled' } },
      { type: 'notify', ok: true, message: expect.any(Object) },
    ]);
  });

  it('answers another company like a missing trigger', async () => {
    const id = await api.trigger('dealerAdmin');
    const notFound = { code: 404, msg: 'trigger not found' };
    expect(await api.as('otherAdmin', 'GET', `/trigger/${id}`)).toMatchObject(notFound);
    expect(await api.as('otherAdmin', 'POST', `/trigger/fire/${id}`)).toMatchObject(notFound);
    expect(await api.as('otherAdmin', 'DELETE', `/trigger/${id}`)).toMatchObject(notFound);
    expect(await api.as('otherAdmin', 'POST', '/trigger/log/getPage', { param: { triggerId: id } })).toMatchObject(
      notFound,
    );
    const listed = await api.as('otherAdmin', 'POST', '/trigger/getPage', {});
    expect(listed.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    const update = { id, name: 'x', type: 0, actions: [{ type: 'notify', userIds: [t.fixture.users.otherUser] }] };
    expect(await api.as('otherAdmin', 'PUT', '/trigger', update)).toMatchObject(notFound);
  });

  it("follows the triggerInfo page's buttons", async () => {
    const id = await api.trigger('dealerAdmin');
    const reader = { token: await grantedUser(t, ['triggerInfo:read']) };
    expect((await api.as(reader, 'GET', `/trigger/${id}`)).code).toBe(200);
    expect((await api.as(reader, 'POST', '/trigger/log/getPage', {})).code).toBe(200);
    expect((await api.as(reader, 'POST', `/trigger/fire/${id}`)).code).toBe(403);
    expect((await api.as(reader, 'DELETE', `/trigger/${id}`)).code).toBe(403);
    expect((await api.as(reader, 'POST', '/trigger', { name: 'x' })).code).toBe(403);
    expect((await api.as('nomenu', 'POST', '/trigger/getPage', {})).code).toBe(403);
    expect((await api.as(null, 'POST', '/trigger/getPage', {})).code).toBe(10500);
  });

  it('names the field of bad input, in both languages', async () => {
    const bad = async (fields: object) => (await api.as('dealerAdmin', 'POST', '/trigger', fields)).msg;
    const notify = [{ type: 'notify', userIds: [t.fixture.users.viewer] }];
    expect(await bad({ name: 'v', type: 1, actions: notify })).toBe('variableId: required for this type');
    expect(await bad({ name: 'v', type: 0, actions: notify, schedule: { kind: 'once', at: 0 } })).toBe(
      'schedule: not for this type',
    );
    expect(
      await bad({ name: 'v', type: 1, variableId: setpoint, condition: { op: 'between', value: 5 }, actions: notify }),
    ).toBe('condition.value2: at least value');
    expect(await bad({ name: 'v', type: 0, actions: [] })).toBe('actions: at least one action');
    const other = await api.device('dealerAdmin');
    const write = { type: 'write', deviceId: other.id, variableId: setpoint, value: 1 };
    expect(await bad({ name: 'v', type: 0, actions: [write] })).toBe(
      'actions.0.variableId: not a variable of the device',
    );
    const stranger = [{ type: 'notify', userIds: [t.fixture.users.otherUser] }];
    expect(await bad({ name: 'v', type: 0, actions: stranger })).toBe(
      "actions.0.userIds: not of the trigger's company",
    );
    const zh = await t.call({
      method: 'POST',
      url: '/admin/api/trigger',
      payload: { name: 'v', type: 1, actions: notify },
      token: await t.tokenFor('dealerAdmin'),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body).toMatchObject({ code: 400, msg: 'variableId：此类型必填' });
  });
});
