import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../modules/devices/test/api.js';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { MAX_ENTRIES } from './payload.js';
import { pointsOf, startPipeline } from './test/support.js';

const MINUTE = 60_000;

describe.each(DIALECTS)('telemetry ingest (%s)', (dialect) => {
  let t: TestApp;
  let pipe: Awaited<ReturnType<typeof startPipeline>>;
  const api = apiOf(() => t);
  const vars: Record<string, number> = {};
  let acks: [string, string][] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const gw = await api.device('dealerAdmin', { identity: 'gw-a' });
    await api.device('dealerAdmin', { identity: 'gw-closed', autoRegister: 0 });
    vars.temp = await api.variable('dealerAdmin', gw.id, { name: 'temp', dataType: 'float' });
    vars.pump = await api.variable('dealerAdmin', gw.id, { name: 'pump', dataType: 'switch_value' });
    vars.label = await api.variable('dealerAdmin', gw.id, { name: 'label', dataType: 'string' });
    pipe = await startPipeline(t, { onAck: (identity, payload) => void acks.push([identity, payload.toString()]) });
  });
  afterAll(async () => {
    await pipe.telemetry.stop();
    await t.close();
  });

  const dropped = () => pipe.telemetry.health().dropped;
  const liveOf = (topic: string) => pipe.published.filter((p) => p.topic === topic).map((p) => p.payload);

  it('stores an object payload, publishes live values and commits before a QoS 1 message resolves', async () => {
    const ts = t.clock.now() - 1_000;
    await pipe.deliver('gw-a', 'data', { ts, values: { temp: 21.5, pump: true, label: 'running' } }, 1);
    expect(await pointsOf(t, vars.temp!)).toEqual([{ ts, value: 21.5, text: null }]);
    expect(await pointsOf(t, vars.pump!)).toEqual([{ ts, value: 1, text: null }]);
    expect(await pointsOf(t, vars.label!)).toEqual([{ ts, value: null, text: 'running' }]);
    const latest = await t.testDb.db.kysely.selectFrom('latestValues').selectAll().orderBy('variableId').execute();
    expect(latest).toEqual([
      { variableId: vars.temp, value: '21.5', numeric: 21.5, ts },
      { variableId: vars.pump, value: '1', numeric: 1, ts },
      { variableId: vars.label, value: 'running', numeric: null, ts },
    ]);
    expect(liveOf('device/gw-a/temp')).toEqual([{ deviceNum: 'gw-a', code: 'temp', value: 21.5, status: 0, time: ts }]);
    expect(liveOf('device/gw-a/label')[0]).toMatchObject({ value: 'running' });
    expect(pipe.published.every((p) => p.qos === 0)).toBe(true);
  });

  it('stores an array payload, taking the arrival time when ts is missing', async () => {
    const ts = t.clock.now() - 30_000;
    await pipe.deliver('gw-a', 'data', [{ ts, values: { temp: 19 } }, { values: { temp: 20, pump: 0 } }], 1);
    const temps = await pointsOf(t, vars.temp!);
    expect(temps.filter((p) => p.ts === ts || p.ts === t.clock.now())).toEqual([
      { ts, value: 19, text: null },
      { ts: t.clock.now(), value: 20, text: null },
    ]);
    expect(pipe.telemetry.latest.get(vars.temp!)).toEqual({ value: 20, ts: t.clock.now() });
  });

  it('drops malformed payloads whole, counts them per device, and keeps ingesting', async () => {
    const tooMany = Array.from({ length: MAX_ENTRIES + 1 }, () => ({ values: { temp: 1 } }));
    const bad = ['not json', '[1, 2]', '{"values": 3}', '{"ts": "x", "values": {}}', '"text"', JSON.stringify(tooMany)];
    const before = dropped().malformed;
    for (const payload of bad) await pipe.deliver('gw-a', 'data', payload, 1);
    expect(dropped().malformed - before).toBe(bad.length);
    expect(pipe.telemetry.health().perDevice.find((d) => d.identity === 'gw-a')?.malformed).toBeGreaterThanOrEqual(6);
    const ts = t.clock.now() - 2_000;
    await pipe.deliver('gw-a', 'data', { ts, values: { temp: 7 } }, 1);
    expect((await pointsOf(t, vars.temp!)).some((p) => p.ts === ts && p.value === 7)).toBe(true);
  });

  it('refuses timestamps more than 5 minutes ahead and older than raw retention', async () => {
    const now = t.clock.now();
    const before = dropped();
    await pipe.deliver(
      'gw-a',
      'data',
      [
        { ts: now + 6 * MINUTE, values: { temp: 1, pump: 1 } },
        { ts: now - 91 * 86_400_000, values: { temp: 2 } },
        { ts: now + 4 * MINUTE, values: { temp: 3 } },
      ],
      1,
    );
    expect(dropped().futureTs - before.futureTs).toBe(2);
    expect(dropped().staleTs - before.staleTs).toBe(1);
    const temps = await pointsOf(t, vars.temp!);
    expect(temps.map((p) => p.value)).toContain(3);
    expect(temps.map((p) => p.value)).not.toContain(1);
  });

  it('keeps text for string variables and refuses text, null and objects for numeric ones', async () => {
    const ts = t.clock.now() - 3_000;
    const before = dropped().typeMismatch;
    await pipe.deliver('gw-a', 'data', { ts, values: { temp: 'hot', pump: null, label: 5, extra: { a: 1 } } }, 1);
    expect(dropped().typeMismatch - before).toBe(3);
    expect((await pointsOf(t, vars.label!)).find((p) => p.ts === ts)).toEqual({ ts, value: null, text: '5' });
    expect((await pointsOf(t, vars.temp!)).find((p) => p.ts === ts)).toBeUndefined();
  });

  it('auto-registers unknown names when the device allows it, and counts them otherwise', async () => {
    const ts = t.clock.now() - 4_000;
    await pipe.deliver('gw-a', 'data', { ts, values: { humidity: 55, state: 'ok' } }, 1);
    const gw = await t.app.services.devices.findByIdentity('gw-a');
    const created = await t.app.services.variables.variablesOfDevice(gw!.id);
    const humidity = created.find((v) => v.name === 'humidity');
    expect(humidity).toMatchObject({ varType1: 1, dataType: 'float' });
    expect(created.find((v) => v.name === 'state')?.dataType).toBe('string');
    expect(await pointsOf(t, humidity!.id)).toEqual([{ ts, value: 55, text: null }]);

    const before = dropped().unknownVariable;
    await pipe.deliver('gw-closed', 'data', { ts, values: { humidity: 55 } }, 1);
    expect(dropped().unknownVariable - before).toBe(1);
    const closed = await t.app.services.devices.findByIdentity('gw-closed');
    expect(await t.app.services.variables.variablesOfDevice(closed!.id)).toEqual([]);
  });

  it('stores a duplicate (variable, ts) once, and only a newer ts replaces the latest value', async () => {
    const ts = t.clock.now() - 10_000;
    await pipe.deliver('gw-a', 'data', { ts, values: { pump: 1 } }, 1);
    await pipe.deliver(
      'gw-a',
      'data',
      [
        { ts, values: { pump: 0 } },
        { ts, values: { pump: 0 } },
      ],
      1,
    );
    expect((await pointsOf(t, vars.pump!)).filter((p) => p.ts === ts)).toEqual([{ ts, value: 1, text: null }]);
    const minute = await t.testDb.db.kysely
      .selectFrom('rollupMinute')
      .select(['count', 'sumValue'])
      .where('seriesId', '=', vars.pump!)
      .where('bucket', '=', ts - (ts % MINUTE))
      .executeTakeFirstOrThrow();
    expect(minute.count).toBeGreaterThanOrEqual(1);
    const latest = pipe.telemetry.latest.get(vars.pump!);
    expect(latest!.ts).toBeGreaterThan(ts);
  });

  it('publishes run status, ignores online status, and hands acks to the commands module', async () => {
    pipe.published.length = 0;
    await pipe.deliver('gw-a', 'status', { run: 3 });
    await pipe.deliver('gw-a', 'status', { online: true });
    await pipe.deliver('gw-a', 'status', 'garbage');
    expect(pipe.published).toEqual([
      {
        topic: 'device/gw-a/Status',
        payload: { deviceNum: 'gw-a', code: 'Status', value: 3, time: t.clock.now() },
        qos: 0,
      },
    ]);
    acks = [];
    await pipe.deliver('gw-a', 'ack', { id: 'c1', ok: true }, 1);
    expect(acks).toEqual([['gw-a', '{"id":"c1","ok":true}']]);
  });

  it('keeps the latest values over a restart (a new pipeline over the same database)', async () => {
    const before = pipe.telemetry.latest.get(vars.temp!);
    await pipe.telemetry.stop();
    pipe = await startPipeline(t);
    expect(pipe.telemetry.latest.get(vars.temp!)).toEqual(before);
    const live = await t.app.services.variables.live(
      { scope: { all: true } } as Parameters<typeof t.app.services.variables.live>[0],
      (await t.app.services.devices.findByIdentity('gw-a'))!.id,
    );
    expect(live.find((v) => v.name === 'temp')?.nowValue).toBe(before!.value);
  });

  it('writes everything held on stop (QoS 0 too)', async () => {
    const base = t.clock.now() - 60_000;
    const sends = Array.from({ length: 50 }, (_, i) =>
      pipe.deliver('gw-a', 'data', { ts: base + i, values: { label: `s${i}` } }, 0),
    );
    await Promise.all(sends);
    await pipe.telemetry.stop();
    const stored = (await pointsOf(t, vars.label!)).filter((p) => p.ts >= base && p.ts < base + 50);
    expect(stored).toHaveLength(50);
    await expect(pipe.deliver('gw-a', 'data', { values: { temp: 1 } })).rejects.toThrow(/stopped/);
    pipe = await startPipeline(t);
  });

  it('a value stamped ahead of the clock is history at its time, yet hides no later real reading', async () => {
    const now = t.clock.now();
    await pipe.deliver('gw-a', 'data', { ts: now + 4.5 * MINUTE, values: { temp: 40 } }, 1);
    expect(pipe.telemetry.latest.get(vars.temp!)).toEqual({ value: 40, ts: now });
    t.clock.advance(1000);
    await pipe.deliver('gw-a', 'data', { values: { temp: 41 } }, 1);
    expect(pipe.telemetry.latest.get(vars.temp!)).toEqual({ value: 41, ts: now + 1000 });
    expect(liveOf('device/gw-a/temp').at(-1)).toMatchObject({ value: 41, time: now + 1000 });
    expect((await pointsOf(t, vars.temp!)).some((p) => p.ts === now + 4.5 * MINUTE && p.value === 40)).toBe(true);
  });
});
