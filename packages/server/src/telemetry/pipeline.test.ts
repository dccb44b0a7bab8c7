import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiOf } from '../modules/devices/test/api.js';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createPointWriter } from './point-writer.js';
import { customDataSeries } from './series.js';
import { failingWriter, pointsOf, startPipeline } from './test/support.js';

describe.each(DIALECTS)('telemetry pipeline (%s)', (dialect) => {
  let t: TestApp;
  let pipe: Awaited<ReturnType<typeof startPipeline>>;
  const api = apiOf(() => t);
  let gw: { id: number; secret: string };
  let temp: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_INGEST_DEVICE_RATE: '1000', IOT_INGEST_COMPANY_RATE: '1500' });
    gw = await api.device('dealerAdmin', { identity: 'gw-p' });
    temp = await api.variable('dealerAdmin', gw.id, { name: 'temp' });
    pipe = await startPipeline(t);
  });
  afterAll(async () => {
    await pipe.telemetry.stop();
    await t.close();
  });

  const batch = (n: number, from: number, name = 'temp') =>
    Array.from({ length: n }, (_, i) => ({ ts: from + i, values: { [name]: i } }));

  it('limits a flooding gateway per device and per company, and refills with time', async () => {
    const flood = await api.device('dealerAdmin', { identity: 'gw-flood' });
    await api.variable('dealerAdmin', flood.id, { name: 'temp' });
    const calm = await api.device('dealerAdmin', { identity: 'gw-calm' });
    await api.variable('dealerAdmin', calm.id, { name: 'temp' });
    const other = await api.device('otherAdmin', { identity: 'gw-other' });
    await api.variable('otherAdmin', other.id, { name: 'temp' });
    const from = t.clock.now() - 10_000;
    for (let i = 0; i < 3; i++) await pipe.deliver('gw-flood', 'data', batch(500, from + i * 500), 1);
    const perDevice = pipe.telemetry.health().perDevice.find((d) => d.identity === 'gw-flood');
    expect(perDevice?.rateLimited).toBe(500);
    // The company has 500 left of 1500 a second; another company is untouched.
    await pipe.deliver('gw-calm', 'data', batch(600, from), 1);
    await pipe.deliver('gw-other', 'data', batch(1000, from), 1);
    const health = pipe.telemetry.health();
    expect(health.perDevice.find((d) => d.identity === 'gw-calm')?.rateLimited).toBe(100);
    expect(health.perDevice.find((d) => d.identity === 'gw-other')).toBeUndefined();
    t.clock.advance(1_000);
    await pipe.deliver('gw-flood', 'data', batch(10, t.clock.now() - 100), 1);
    expect(pipe.telemetry.health().perDevice.find((d) => d.identity === 'gw-flood')?.rateLimited).toBe(500);
  });

  it('recomputes, publishes and stores custom data reading a changed variable', async () => {
    const rep = (await api.as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'Plant' })).data.id;
    const created = await api.as('dealerAdmin', 'POST', '/customdata', {
      repertoryId: rep,
      name: 'double temp',
      type: 1,
      decimalPlaces: 1,
      config: { expression: 'a * 2', bindings: { a: { kind: 'variable', id: temp } } },
    });
    expect(created.code).toBe(200);
    const id = created.data.id as number;
    await vi.waitFor(async () => {
      await pipe.deliver('gw-p', 'data', { values: { temp: 10.25 } }, 1);
      expect(pipe.published.some((p) => p.topic === `device/customdata/${id}`)).toBe(true);
    });
    const live = pipe.published.filter((p) => p.topic === `device/customdata/${id}`).at(-1)!.payload;
    expect(live).toEqual({ deviceNum: 'customdata', code: String(id), value: 20.5, status: 0, time: t.clock.now() });
    await vi.waitFor(async () =>
      expect(await pointsOf(t, customDataSeries(id))).toEqual([{ ts: t.clock.now(), value: 20.5, text: null }]),
    );
  });

  it('holds data while the database fails and writes every held row once after it recovers', async () => {
    await pipe.telemetry.stop();
    const failing = failingWriter(createPointWriter(t.testDb.db), 3);
    pipe = await startPipeline(t, { writer: failing.writer });
    t.clock.advance(1_000);
    const from = t.clock.now() - 5_000;
    const quick = [0, 1, 2].map((i) => pipe.deliver('gw-p', 'data', batch(100, from + i * 100), 0));
    await Promise.all(quick);
    await pipe.deliver('gw-p', 'data', batch(50, from + 300), 1);
    expect(failing.calls()).toBeGreaterThanOrEqual(4);
    const stored = (await pointsOf(t, temp)).filter((p) => p.ts >= from && p.ts < from + 350);
    expect(stored).toHaveLength(350);
    expect(new Set(stored.map((p) => p.ts)).size).toBe(350);
    expect(pipe.telemetry.health()).toMatchObject({ dbErrors: 3, buffered: 0 });
  });
});
