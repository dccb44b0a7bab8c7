import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startPipeline } from '../../telemetry/test/support.js';
import { variableRows } from '../../telemetry/test/variable-rows.js';
import { alarmApiOf, type WatchedVariable } from './test/alarm-fixture.js';

type Pipeline = Awaited<ReturnType<typeof startPipeline>>;

/** The pipeline with the alarm engine in it: values delivered as a gateway would, records read through the API. */
describe.each(DIALECTS)('alarms in the ingest pipeline on %s', (dialect) => {
  let t: TestApp;
  let p: Pipeline;
  const api = alarmApiOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    p = await startPipeline(t);
  });
  afterAll(async () => {
    await p.telemetry.stop();
    await t.close();
  });

  async function send(gw: WatchedVariable, values: Record<string, number>) {
    t.clock.advance(1000);
    await p.deliver(gw.identity, 'data', { values }, 1);
    await p.telemetry.alarms.idle();
  }
  async function recordsOf(gw: WatchedVariable) {
    const body = await api.as('dealerAdmin', 'POST', '/alarmRecord', {
      pageSize: 100,
      param: { deviceIds: [gw.deviceId] },
    });
    return body.data.records as Record<string, unknown>[];
  }
  const noticesOf = (recordId: number) => p.published.filter((m) => m.topic.endsWith(`/alarm/${recordId}`));

  it('a value past a limit raises a record with its snapshot, and notices go to the users who see the device', async () => {
    const gw = await api.watched('dealerAdmin', { description: 'Boiler temperature', unit: '°C' });
    await api.variable('dealerAdmin', gw.deviceId, { name: 'pressure' });
    await api.configured('dealerAdmin', { variableId: gw.variableId, upperLimit: 80, uupperLimit: 90 });
    await send(gw, { [gw.name]: 50, pressure: 3 });
    expect(await recordsOf(gw)).toEqual([]);
    await send(gw, { [gw.name]: 85 });
    const [record] = await recordsOf(gw);
    expect(record).toMatchObject({
      identity: gw.identity,
      variableName: gw.name,
      variableDesc: 'Boiler temperature',
      alertDesc: `${gw.name} > 80`,
      alarmLevel: 2,
      limitKind: 'upper',
      currentValue: 85,
      limitValue: 80,
      processState: 0,
      active: 1,
      isPush: 1,
      isSuccess: 1,
      varType: 1,
    });
    const id = record!.id as number;
    const snapshot = (await api.as('dealerAdmin', 'GET', `/alarmRecord/snapshot/${id}`)).data;
    expect(snapshot).toEqual([
      { id: gw.variableId, value: 85, variable: { name: gw.name, desc: 'Boiler temperature', unit: '°C' } },
      { id: expect.any(Number), value: 3, variable: { name: 'pressure', desc: '', unit: '' } },
    ]);
    const { root, subAdmin, dealerAdmin, viewer, nomenu } = t.fixture.users;
    const expected = [root, subAdmin, dealerAdmin, viewer, nomenu].map((u) => `message/${u}/alarm/${id}`);
    expect(
      noticesOf(id)
        .map((m) => m.topic)
        .sort(),
    ).toEqual(expected.sort());
    expect(noticesOf(id).every((m) => m.qos === 1)).toBe(true);
    expect(noticesOf(id)[0]!.payload).toEqual({
      deviceName: record!.deviceName,
      alarmDesc: `${gw.name} > 80`,
      variableDesc: 'Boiler temperature',
      alarmValue: 85,
      alarmDate: record!.alarmTime,
      alarmRecordId: id,
    });
  });

  it('keeps the whole snapshot of a device with 10,000 variables', async () => {
    const gw = await api.watched('dealerAdmin');
    const { kysely } = t.testDb.db;
    const rows = variableRows(gw.deviceId, 9_999, t.clock.now(), 'bulk_');
    for (let from = 0; from < rows.length; from += 1000) {
      await kysely
        .insertInto('variables')
        .values(rows.slice(from, from + 1000))
        .execute();
    }
    await p.telemetry.stop();
    p = await startPipeline(t);
    await api.configured('dealerAdmin', { variableId: gw.variableId, upperLimit: 80 });
    await send(gw, { [gw.name]: 85 });
    const [record] = await recordsOf(gw);
    expect(record, 'the alarm was recorded').toBeDefined();
    const stored = await kysely
      .selectFrom('alarmSnapshots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('recordId', '=', record!.id as number)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10_000);
  });

  it('moving between limits updates the one active record; the way back recovers it by itself', async () => {
    const gw = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', { variableId: gw.variableId, upperLimit: 80, uupperLimit: 90, deadBand: 2 });
    await send(gw, { [gw.name]: 85 });
    await send(gw, { [gw.name]: 95 });
    let records = await recordsOf(gw);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ alarmLevel: 1, limitKind: 'uupper', currentValue: 95, limitValue: 90 });
    expect(noticesOf(records[0]!.id as number).length).toBe(10);
    await send(gw, { [gw.name]: 79 });
    expect((await recordsOf(gw))[0]).toMatchObject({ active: 1, limitKind: 'upper' });
    await send(gw, { [gw.name]: 70 });
    records = await recordsOf(gw);
    expect(records[0]).toMatchObject({ active: 0, processState: 1, isSelfProcess: 1 });
    expect(records[0]!.processTime).toBe(records[0]!.recoverTime);
    await send(gw, { [gw.name]: 81 });
    expect(await recordsOf(gw)).toHaveLength(2);
  });

  it('a config change applies to the next value', async () => {
    const gw = await api.watched('dealerAdmin');
    const id = await api.configured('dealerAdmin', { variableId: gw.variableId, upperLimit: 80 });
    await send(gw, { [gw.name]: 85 });
    await api.configured('dealerAdmin', { id, variableId: gw.variableId, upperLimit: 80, upperLevel: 4 });
    await send(gw, { [gw.name]: 86 });
    expect((await recordsOf(gw))[0]).toMatchObject({ alarmLevel: 4, active: 1 });
    await api.configured('dealerAdmin', { id, variableId: gw.variableId, upperLimit: 100 });
    await send(gw, { [gw.name]: 87 });
    expect((await recordsOf(gw))[0]).toMatchObject({ active: 0, isSelfProcess: 1 });
  });

  it('switch edges raise and recover', async () => {
    const gw = await api.watched('dealerAdmin', { dataType: 'switch_value' });
    await api.configured('dealerAdmin', { variableId: gw.variableId, switchValue: false, switchLevel: 3 });
    await send(gw, { [gw.name]: 1 });
    await send(gw, { [gw.name]: 0 });
    expect((await recordsOf(gw))[0]).toMatchObject({ limitKind: 'switch', alarmLevel: 3, alertDesc: `${gw.name} 1→0` });
    await send(gw, { [gw.name]: 1 });
    expect((await recordsOf(gw))[0]).toMatchObject({ active: 0 });
  });

  it('custom data raise alarms on their computed values', async () => {
    const gw = await api.watched('dealerAdmin');
    const repertory = await api.as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'Doubled' });
    const item = await api.as('dealerAdmin', 'POST', '/customdata', {
      repertoryId: repertory.data.id,
      name: 'double',
      type: 1,
      config: { expression: 'a * 2', bindings: { a: { kind: 'variable', id: gw.variableId } } },
    });
    await api.configured('dealerAdmin', { customDataId: item.data.id, upperLimit: 100, alertDesc: 'Doubled too high' });
    await send(gw, { [gw.name]: 60 });
    const body = await api.as('dealerAdmin', 'POST', '/alarmRecord', {
      param: { varType: 0, customDataIds: [item.data.id] },
    });
    expect(body.data.records).toHaveLength(1);
    const [record] = body.data.records;
    expect(record).toMatchObject({ varType: 0, customDataId: item.data.id, variableName: 'double', currentValue: 120 });
    const snapshot = (await api.as('dealerAdmin', 'GET', `/alarmRecord/snapshot/${record.id}`)).data;
    expect(snapshot).toEqual([{ id: item.data.id, value: 120, variable: { name: 'double', desc: '', unit: '' } }]);
    expect(noticesOf(record.id).length).toBeGreaterThan(0);
  });

  it('a muted device sends the muting user no notice; a config without records only notifies', async () => {
    const gw = await api.watched('dealerAdmin');
    await api.as('viewer', 'POST', '/alarmRecord/mute', { deviceId: gw.deviceId, muted: true });
    await api.configured('dealerAdmin', { variableId: gw.variableId, upperLimit: 1 });
    await send(gw, { [gw.name]: 2 });
    const id = (await recordsOf(gw))[0]!.id as number;
    const topics = noticesOf(id).map((m) => m.topic);
    expect(topics).toContain(`message/${t.fixture.users.dealerAdmin}/alarm/${id}`);
    expect(topics).not.toContain(`message/${t.fixture.users.viewer}/alarm/${id}`);

    const quiet = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', { variableId: quiet.variableId, upperLimit: 1, saveRecord: 0 });
    const before = p.published.length;
    await send(quiet, { [quiet.name]: 2 });
    expect(await recordsOf(quiet)).toEqual([]);
    const notices = p.published.slice(before).filter((m) => m.topic.startsWith('message/'));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((m) => m.topic.endsWith('/alarm/0') && m.payload.alarmRecordId === 0)).toBe(true);
  });

  it('a restart neither duplicates nor loses active alarms', async () => {
    const held = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', { variableId: held.variableId, upperLimit: 80 });
    const late = await api.watched('dealerAdmin');
    await send(held, { [held.name]: 85 });
    await send(late, { [late.name]: 85 });
    await p.telemetry.stop();
    // Configured while the pipeline was down: its stored latest value is already past the limit.
    await api.configured('dealerAdmin', { variableId: late.variableId, upperLimit: 80 });
    p = await startPipeline(t);
    await p.telemetry.alarms.idle();
    expect(await recordsOf(late)).toHaveLength(1);
    await send(held, { [held.name]: 90 });
    const records = await recordsOf(held);
    expect(records).toHaveLength(1);
    expect(noticesOf(records[0]!.id as number)).toEqual([]);
    await send(held, { [held.name]: 10 });
    expect((await recordsOf(held))[0]).toMatchObject({ active: 0, isSelfProcess: 1 });
  });
});

describe.each(DIALECTS)('the alarm e-mail channel on %s', (dialect) => {
  let t: TestApp;
  const api = alarmApiOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_ALARM_EMAIL: 'on' });
  });
  afterAll(() => t.close());

  it('e-mails the notice to recipients with an address, through the outbox', async () => {
    const k = t.testDb.db.kysely;
    await k.updateTable('users').set({ email: 'ops@example.com' }).where('id', '=', t.fixture.users.viewer).execute();
    const p = await startPipeline(t);
    const gw = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', { variableId: gw.variableId, upperLimit: 1, alertDesc: 'Pump overload' });
    await p.deliver(gw.identity, 'data', { values: { [gw.name]: 5 } }, 1);
    await p.telemetry.alarms.idle();
    await p.telemetry.stop();
    const mails = await k.selectFrom('outbox').selectAll().where('channel', '=', 'email').execute();
    expect(mails).toEqual([expect.objectContaining({ target: 'ops@example.com', subject: 'Alarm: Pump overload' })]);
  });
});
