import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createRecordingBus } from '../../telemetry/test/support.js';
import { triggerApiOf, triggerPartsOf } from './test/trigger-fixture.js';

const MIN = 60_000;

describe.each(DIALECTS)('timing triggers (%s)', (dialect) => {
  let t: TestApp;
  const api = triggerApiOf(() => t);
  /** Two servers sharing the database: each its own firing and scheduler. */
  let servers: ReturnType<typeof triggerPartsOf>[];

  beforeAll(async () => {
    // The fixture clock reads 2026-11-22 10:00 in this zone.
    t = await createTestApp(dialect, { IOT_TZ: 'Asia/Shanghai' });
    const bus = createRecordingBus(t.clock.now).bus;
    servers = [triggerPartsOf(t, bus), triggerPartsOf(t, bus)];
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.scheduler.stop()));
    await t.close();
  });
  const tickBoth = () => Promise.all(servers.map((s) => s.scheduler.tick()));

  it('fires a cyclic trigger at each due time exactly once across two servers', async () => {
    const id = await api.trigger('dealerAdmin', {
      type: 3,
      schedule: { kind: 'every', every: 15, unit: 'minute', start: '2026-11-22 10:15:00' },
    });
    await tickBoth();
    expect(await api.logs(id)).toEqual([]);
    t.clock.advance(15 * MIN - 1);
    await tickBoth();
    expect(await api.logs(id)).toEqual([]);
    t.clock.advance(1);
    await tickBoth();
    await tickBoth();
    expect(await api.logs(id)).toMatchObject([{ cause: 'schedule', outcome: 0 }]);
    t.clock.advance(15 * MIN);
    await tickBoth();
    expect(await api.logs(id)).toHaveLength(2);
  });

  it('after an outage fires the latest missed due time once, not a flood', async () => {
    const id = await api.trigger('dealerAdmin', {
      type: 3,
      schedule: { kind: 'every', every: 1, unit: 'minute', start: '2026-11-22 10:31:00' },
    });
    t.clock.advance(10 * MIN);
    await tickBoth();
    expect(await api.logs(id)).toHaveLength(1);
  });

  it('fires a once trigger once, and a disabled one not at all', async () => {
    const once = await api.trigger('dealerAdmin', { type: 3, schedule: { kind: 'once', at: '2026-11-22 10:45:00' } });
    const off = await api.trigger('dealerAdmin', {
      type: 3,
      enabled: 0,
      schedule: { kind: 'once', at: '2026-11-22 10:45:00' },
    });
    t.clock.advance(5 * MIN);
    await tickBoth();
    t.clock.advance(5 * MIN);
    await tickBoth();
    expect(await api.logs(once)).toHaveLength(1);
    expect(await api.logs(off)).toEqual([]);
  });
});
