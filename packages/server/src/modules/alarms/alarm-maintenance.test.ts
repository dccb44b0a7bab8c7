import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../context.js';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startPipeline } from '../../telemetry/test/support.js';
import { maintenanceApiOf } from '../maintenance/test/maintenance-fixture.js';
import { createAlarmReminders } from './alarm-reminders.js';
import { alarmApiOf, type WatchedVariable } from './test/alarm-fixture.js';

type Pipeline = Awaited<ReturnType<typeof startPipeline>>;
const MIN = 60_000;

/** Alarms meet maintenance: suppression while a record is open, and repeated reminders until confirmed. */
describe.each(DIALECTS)('alarm suppression and reminders on %s', (dialect) => {
  let t: TestApp;
  let p: Pipeline;
  let ctx: Ctx;
  const api = alarmApiOf(() => t);
  const maintenance = maintenanceApiOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ctx = { db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now };
    p = await startPipeline(t);
  });
  afterAll(async () => {
    await p.telemetry.stop();
    await t.close();
  });

  async function send(gw: WatchedVariable, value: number) {
    t.clock.advance(1000);
    await p.deliver(gw.identity, 'data', { values: { [gw.name]: value } }, 1);
    await p.telemetry.alarms.idle();
  }
  async function recordsOf(gw: WatchedVariable) {
    const body = await api.as('dealerAdmin', 'POST', '/alarmRecord', {
      pageSize: 100,
      param: { deviceIds: [gw.deviceId] },
    });
    return body.data.records as { id: number; suppressedBy: number | null; isPush: number }[];
  }
  const noticesOf = (recordId: number) => p.published.filter((m) => m.topic.endsWith(`/alarm/${recordId}`));

  it('records alarms raised during an open maintenance record as suppressed, without notices', async () => {
    const gw = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', { variableId: gw.variableId, upperLimit: 80 });
    const { id: planId } = await maintenance.plan('dealerAdmin', { targetId: gw.deviceId });
    const recordId = await maintenance.record('dealerAdmin', planId);
    await send(gw, 50);
    await send(gw, 85);
    const [suppressed] = await recordsOf(gw);
    expect(suppressed).toMatchObject({ suppressedBy: recordId, isPush: 0 });
    expect(noticesOf(suppressed!.id)).toEqual([]);
    const detail = (await api.as('dealerAdmin', 'GET', `/mainRecord/${recordId}`)).data;
    expect(detail.suppressedAlarms).toBe(1);
    const listed = (await api.as('dealerAdmin', 'GET', `/mainRecord/alarms/${recordId}`)).data;
    expect(listed.map((a: { id: number }) => a.id)).toEqual([suppressed!.id]);

    // Done: the device's next alarm notifies again.
    await maintenance.as('dealerAdmin', 'POST', `/mainRecord/handle/${recordId}`, {
      items: [{ result: 0 }, { result: 0 }],
      done: true,
    });
    await send(gw, 50);
    await send(gw, 86);
    const [loud] = await recordsOf(gw);
    expect(loud).toMatchObject({ suppressedBy: null, isPush: 1 });
    expect(noticesOf(loud!.id).length).toBeGreaterThan(0);
  });

  it('leaves alarms alone when the plan does not suppress them, and other devices always', async () => {
    const gw = await api.watched('dealerAdmin');
    const elsewhere = await api.watched('dealerAdmin');
    for (const w of [gw, elsewhere]) await api.configured('dealerAdmin', { variableId: w.variableId, upperLimit: 80 });
    const { id: quiet } = await maintenance.plan('dealerAdmin', { targetId: elsewhere.deviceId });
    await maintenance.record('dealerAdmin', quiet);
    const { id: planId } = await maintenance.plan('dealerAdmin', { targetId: gw.deviceId, suppressAlarms: 0 });
    await maintenance.record('dealerAdmin', planId);
    await send(gw, 50);
    await send(gw, 85);
    expect((await recordsOf(gw))[0]).toMatchObject({ suppressedBy: null, isPush: 1 });
  });

  it('reminds an unconfirmed level 1-2 alarm every N minutes, to its receivers and follow-up users, once per time', async () => {
    const gw = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', { variableId: gw.variableId, uupperLimit: 80, remindMinutes: 10 });
    await send(gw, 50);
    await send(gw, 95);
    const [alarm] = await recordsOf(gw);
    const follow = await api.as('dealerAdmin', 'POST', '/alarmRecord/follow/create', {
      recordId: alarm!.id,
      content: 'Looking into it',
      list: [t.fixture.users.customerAdmin],
    });
    expect(follow.code).toBe(200);
    const raised = noticesOf(alarm!.id).length;
    const reminders = () => noticesOf(alarm!.id).length - raised;
    const servers = [
      createAlarmReminders(ctx, t.app.services.alarms, p.bus),
      createAlarmReminders(ctx, t.app.services.alarms, p.bus),
    ];
    const tickAll = () => Promise.all(servers.map((s) => s.tick()));

    t.clock.advance(9 * MIN);
    await tickAll();
    expect(reminders()).toBe(0);
    t.clock.advance(MIN);
    await tickAll();
    const first = noticesOf(alarm!.id)
      .slice(raised)
      .map((m) => m.topic);
    expect(first).toContain(`message/${t.fixture.users.customerAdmin}/alarm/${alarm!.id}`);
    expect(first).toContain(`message/${t.fixture.users.dealerAdmin}/alarm/${alarm!.id}`);
    const perReminder = reminders();
    await tickAll();
    expect(reminders()).toBe(perReminder);
    // Half an hour unseen (a restart): one reminder for the latest time, not three.
    t.clock.advance(30 * MIN);
    await tickAll();
    expect(reminders()).toBe(2 * perReminder);
    expect((await api.as('dealerAdmin', 'POST', `/alarmRecord/confirm/${alarm!.id}`)).code).toBe(200);
    t.clock.advance(20 * MIN);
    await tickAll();
    expect(reminders()).toBe(2 * perReminder);
  });

  it('does not remind level 3-4 alarms, nor configs without an interval', async () => {
    const gw = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', { variableId: gw.variableId, lowerLimit: 10, remindMinutes: 5 });
    const plain = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', { variableId: plain.variableId, uupperLimit: 80 });
    await send(gw, 50);
    await send(gw, 5);
    await send(plain, 50);
    await send(plain, 95);
    const ids = [(await recordsOf(gw))[0]!.id, (await recordsOf(plain))[0]!.id];
    const before = ids.map((id) => noticesOf(id).length);
    t.clock.advance(60 * MIN);
    await createAlarmReminders(ctx, t.app.services.alarms, p.bus).tick();
    expect(ids.map((id) => noticesOf(id).length)).toEqual(before);
  });
});
