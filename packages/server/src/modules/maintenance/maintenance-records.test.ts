import { RecordState } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { filesForm, PNG } from '../alarms/test/alarm-fixture.js';
import { maintenanceApiOf, TEST_TZ } from './test/maintenance-fixture.js';

const H = 3_600_000;

describe.each(DIALECTS)('maintenance records (%s)', (dialect) => {
  let t: TestApp;
  const api = maintenanceApiOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
  });
  afterAll(() => t.close());

  async function upload(recordId: number, files: { name: string; bytes: Buffer }[]) {
    const form = await filesForm(files);
    return (
      await t.call({
        method: 'POST',
        url: `/admin/api/mainRecord/upload/${recordId}`,
        token: await t.tokenFor('dealerAdmin'),
        ...form,
      })
    ).body;
  }

  it('handles a record: progress, done with results per check item, pictures, confirmation', async () => {
    const { id: planId } = await api.plan('dealerAdmin', { graceMinutes: 60 });
    const id = await api.record('dealerAdmin', planId);
    const fresh = (await api.as('dealerAdmin', 'GET', `/mainRecord/${id}`)).data;
    expect(fresh).toMatchObject({
      state: RecordState.unhandled,
      dueTime: '2026-11-22 10:00:00',
      overdueTime: '2026-11-22 11:00:00',
      source: 1,
      items: [
        { name: 'Oil level', result: null, note: '' },
        { name: 'Belt tension', result: null, note: '' },
      ],
      canHandle: true,
      canConfirm: false,
      images: [],
    });
    expect((await api.as('dealerAdmin', 'POST', `/mainRecord/handle/${id}`, { items: [] })).msg).toBe(
      'items: 2 results, one per check item',
    );
    const progress = { items: [{ result: 0 }, { result: null, note: 'later' }], notes: 'started', done: false };
    expect((await api.as('dealerAdmin', 'POST', `/mainRecord/handle/${id}`, progress)).code).toBe(200);
    const early = await api.as('dealerAdmin', 'POST', `/mainRecord/handle/${id}`, { ...progress, done: true });
    expect(early.msg).toBe('items.1.result: required to finish');

    const pictures = await upload(id, [{ name: 'belt.png', bytes: PNG }]);
    expect(pictures.data).toMatchObject([
      { fileName: 'belt.png', url: expect.stringMatching(/^\/admin\/api\/mainRecord\/image\//) },
    ]);
    const served = await t.app.inject({ method: 'GET', url: pictures.data[0].url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const forged = await t.app.inject({ method: 'GET', url: pictures.data[0].url.replace(/sig=.*/, 'sig=AAAA') });
    expect(forged.json()).toMatchObject({ code: 404 });
    expect((await upload(id, [{ name: 'x.png', bytes: Buffer.from('<svg/>') }])).msg).toMatch(/^files: please check/);

    t.clock.advance(30 * 60_000);
    const done = { items: [{ result: 0 }, { result: 1, note: 'worn' }], notes: 'belt replaced', done: true };
    expect((await api.as('dealerAdmin', 'POST', `/mainRecord/handle/${id}`, done)).code).toBe(200);
    const handled = (await api.as('dealerAdmin', 'GET', `/mainRecord/${id}`)).data;
    expect(handled).toMatchObject({
      state: RecordState.inTime,
      doneTime: '2026-11-22 10:30:00',
      doneBy: { id: t.fixture.users.dealerAdmin },
      result: 1,
      notes: 'belt replaced',
      canHandle: false,
      canConfirm: true,
    });
    expect((await api.as('dealerAdmin', 'POST', `/mainRecord/handle/${id}`, done)).msg).toBe(
      'id: the record is already done',
    );
    expect((await api.as('dealerAdmin', 'POST', `/mainRecord/confirm/${id}`)).code).toBe(200);
    expect((await api.as('dealerAdmin', 'POST', `/mainRecord/confirm/${id}`)).code).toBe(400);
    expect((await api.as('dealerAdmin', 'GET', `/mainRecord/${id}`)).data).toMatchObject({ confirmed: 1 });
    expect((await api.as('dealerAdmin', 'DELETE', `/mainRecord/image/${pictures.data[0].id}`)).code).toBe(400);
  });

  it('places records in the pie categories, and the dashboard reads them through the service', async () => {
    const { id: planId, deviceId } = await api.plan('dealerAdmin', { graceMinutes: 60 });
    const now = t.clock.now();
    const advance = await api.record('dealerAdmin', planId, now + 2 * H);
    const unhandled = await api.record('dealerAdmin', planId);
    const inTime = await api.record('dealerAdmin', planId);
    const late = await api.record('dealerAdmin', planId);
    const overdue = await api.record('dealerAdmin', planId);
    const finish = async (id: number) =>
      api.as('dealerAdmin', 'POST', `/mainRecord/handle/${id}`, {
        items: [{ result: 0 }, { result: 0 }],
        done: true,
      });
    await finish(inTime);
    t.clock.advance(2 * H);
    await finish(late);
    t.clock.advance(-30 * 60_000);
    // Now: 1.5 h after the due time of the others, half an hour before `advance` is due.
    const states = async () => {
      const page = (await api.as('dealerAdmin', 'POST', '/mainRecord/getPage', { pageSize: 50, param: { planId } }))
        .data;
      return Object.fromEntries(page.records.map((r: { id: number; state: number }) => [r.id, r.state]));
    };
    expect(await states()).toEqual({
      [advance]: RecordState.advance,
      [unhandled]: RecordState.overdue,
      [inTime]: RecordState.inTime,
      [late]: RecordState.late,
      [overdue]: RecordState.overdue,
    });
    const filtered = await api.as('dealerAdmin', 'POST', '/mainRecord/getPage', { param: { planId, state: 4 } });
    expect(filtered.data.records.map((r: { id: number }) => r.id).sort()).toEqual([unhandled, overdue].sort());

    const auth = await t.app.services.access.contextFor(
      (await t.app.services.users.getById(t.fixture.users.dealerAdmin))!,
      0,
    );
    const { dashboard } = t.app.services.maintenance;
    const summary = await dashboard.summary(auth, { planId });
    expect(summary).toEqual({ counts: { 0: 1, 1: 0, 2: 1, 3: 1, 4: 2 }, total: 5, completionRate: 50 });
    const plans = await dashboard.planList(auth);
    expect(plans.find((p) => p.id === planId)).toMatchObject({ status: 4 });
    expect(await dashboard.health(auth, { deviceId }, { from: 0, to: t.clock.now() + 24 * H })).toEqual({
      mainPlanNum: 1,
      mainRecordNum: 4,
      mainRecordSucNum: 1,
    });
    const http = await api.as('dealerAdmin', 'GET', `/mainRecord/summary?deviceId=${deviceId}`);
    expect(http.data).toMatchObject({ total: 5, completionRate: 50 });
  });

  it('shows an ordinary user the records assigned to it only; another company gets 404', async () => {
    const operator = await api.operator();
    const { id: assignedPlan } = await api.plan('dealerAdmin', { assignees: [{ type: 1, id: operator.id }] });
    const { id: otherPlan } = await api.plan('dealerAdmin');
    const mine = await api.record('dealerAdmin', assignedPlan);
    const notMine = await api.record('dealerAdmin', otherPlan);
    const page = await api.withToken(operator.token, 'POST', '/mainRecord/getPage', { param: { mine: 1 } });
    expect(page.data.records.map((r: { id: number }) => r.id)).toEqual([mine]);
    expect((await api.withToken(operator.token, 'GET', `/mainRecord/${notMine}`)).code).toBe(404);
    const handle = { items: [{ result: 0 }, { result: 0 }], done: true };
    expect((await api.withToken(operator.token, 'POST', `/mainRecord/handle/${mine}`, handle)).code).toBe(200);
    // Handling is its button; confirming is another the operator's role does not hold.
    expect((await api.withToken(operator.token, 'POST', `/mainRecord/confirm/${mine}`)).code).toBe(403);
    for (const [method, url] of [
      ['GET', `/mainRecord/${mine}`],
      ['POST', `/mainRecord/confirm/${mine}`],
      ['GET', `/mainRecord/alarms/${mine}`],
    ] as const) {
      expect((await api.as('otherAdmin', method, url)).code, url).toBe(404);
    }
  });
});
