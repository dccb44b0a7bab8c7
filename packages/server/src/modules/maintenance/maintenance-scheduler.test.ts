import { liveTopics, RecordState } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../context.js';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createRecordingBus } from '../../telemetry/test/support.js';
import { createMaintenanceNotifier } from './maintenance-notifier.js';
import { createMaintenanceScheduler } from './maintenance-scheduler.js';
import { maintenanceApiOf, TEST_TZ } from './test/maintenance-fixture.js';

const H = 3_600_000;

describe.each(DIALECTS)('maintenance schedules (%s)', (dialect) => {
  let t: TestApp;
  let ctx: Ctx;
  const api = maintenanceApiOf(() => t);
  let planId: number;
  let recording: ReturnType<typeof createRecordingBus>;
  /** A scheduler as a (re)started server builds it. */
  const server = () => createMaintenanceScheduler(ctx, t.app.services.maintenance);
  const records = async () =>
    (await api.as('dealerAdmin', 'POST', '/mainRecord/getPage', { pageSize: 100, param: { planId } })).data.records as {
      id: number;
      dueTime: string;
      state: number;
      assignees: { id: number }[];
    }[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
    ctx = { db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now };
    recording = createRecordingBus(t.clock.now);
    const notices = createMaintenanceNotifier({ bus: recording.bus, timeZone: TEST_TZ, log: t.app.log });
    t.app.services.maintenance.records.onCreated(notices.notify);
    // Daily at 14:00, made an hour before, overdue two hours after; the clock reads 10:00.
    ({ id: planId } = await api.plan('dealerAdmin', {
      type: 2,
      schedule: { kind: 'every', every: 1, unit: 'day', start: '2026-11-22 14:00:00' },
      advanceMinutes: 60,
      graceMinutes: 120,
      assignees: [{ type: 1, id: t.fixture.users.viewer }],
    }));
  });
  afterAll(() => t.close());

  it('makes the record at its advance notice, once, and notices its assignees', async () => {
    const first = server();
    await first.tick();
    expect(await records()).toEqual([]);
    t.clock.advance(3 * H - 1);
    await first.tick();
    expect(await records()).toEqual([]);
    t.clock.advance(1);
    await first.tick();
    await first.tick();
    const made = await records();
    expect(made).toMatchObject([{ dueTime: '2026-11-22 14:00:00', state: RecordState.advance }]);
    expect(made[0]!.assignees.map((a) => a.id)).toEqual([t.fixture.users.viewer]);
    expect(recording.published).toEqual([
      {
        topic: liveTopics.notice(t.fixture.users.viewer, 'maintenance', made[0]!.id),
        qos: 1,
        payload: { planName: expect.any(String), executeTime: '2026-11-22 14:00:00', mainRecordId: made[0]!.id },
      },
    ]);
    await first.stop();
  });

  it('makes nothing twice after a restart, nor when several servers tick together', async () => {
    await server().tick();
    expect(await records()).toHaveLength(1);
    t.clock.advance(24 * H);
    const servers = [server(), server(), server()];
    await Promise.all(servers.map((s) => s.tick()));
    expect((await records()).map((r) => r.dueTime)).toEqual(['2026-11-23 14:00:00', '2026-11-22 14:00:00']);
    expect(recording.published).toHaveLength(2);
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('after a long outage makes the latest missed record, overdue, not a flood', async () => {
    // From 2026-11-23 13:00 to 2026-11-26 18:00: due times of the 24th, 25th and 26th at 14:00 passed.
    t.clock.advance(3 * 24 * H + 5 * H);
    await server().tick();
    const made = await records();
    expect(made.map((r) => [r.dueTime, r.state])).toEqual([
      ['2026-11-26 14:00:00', RecordState.overdue],
      ['2026-11-23 14:00:00', RecordState.overdue],
      ['2026-11-22 14:00:00', RecordState.overdue],
    ]);
    // The schedule goes on from there.
    t.clock.advance(19 * H);
    await server().tick();
    expect((await records())[0]).toMatchObject({ dueTime: '2026-11-27 14:00:00', state: RecordState.advance });
  });

  it('expires a plan at its end time', async () => {
    const { id } = await api.plan('dealerAdmin', { endTime: '2026-11-28 00:00:00' });
    await server().tick();
    expect((await api.as('dealerAdmin', 'GET', `/mainPlan/${id}`)).data.status).toBe(1);
    t.clock.advance(24 * H);
    await server().tick();
    expect((await api.as('dealerAdmin', 'GET', `/mainPlan/${id}`)).data.status).toBe(2);
  });
});
