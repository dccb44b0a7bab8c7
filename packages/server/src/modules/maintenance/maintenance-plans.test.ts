import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { maintenanceApiOf, TEST_TZ } from './test/maintenance-fixture.js';

describe.each(DIALECTS)('maintenance plans (%s)', (dialect) => {
  let t: TestApp;
  const api = maintenanceApiOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
  });
  afterAll(() => t.close());

  it('creates a cycle plan on a gateway with assignees, check items and its next due time', async () => {
    const device = await api.device('dealerAdmin', { name: 'Boiler room' });
    const { users } = t.fixture;
    const created = await api.as('dealerAdmin', 'POST', '/mainPlan', {
      name: 'Weekly boiler check',
      type: 2,
      targetType: 1,
      targetId: device.id,
      schedule: { kind: 'every', every: 1, unit: 'week', start: '2026-11-23 08:00:00' },
      advanceMinutes: 120,
      graceMinutes: 480,
      checkItems: ['Pressure', 'Leaks'],
      assignees: [{ type: 1, id: users.viewer }],
    });
    expect(created.code).toBe(200);
    const plan = (await api.as('dealerAdmin', 'GET', `/mainPlan/${created.data.id}`)).data;
    expect(plan).toMatchObject({
      name: 'Weekly boiler check',
      type: 2,
      status: 1,
      colourCode: 1,
      targetType: 1,
      targetId: device.id,
      targetName: 'Boiler room',
      deviceId: device.id,
      schedule: { kind: 'every', every: 1, unit: 'week', start: '2026-11-23 08:00:00' },
      nextDueTime: '2026-11-23 08:00:00',
      advanceMinutes: 120,
      graceMinutes: 480,
      suppressAlarms: 1,
      checkItems: ['Pressure', 'Leaks'],
      assignees: [{ type: 1, id: users.viewer, name: 'viewer' }],
      openRecords: 0,
      canShare: true,
    });
    const page = (await api.as('dealerAdmin', 'POST', '/mainPlan/getPage', { param: { type: 2 } })).data;
    expect(page.records.map((p: { id: number }) => p.id)).toContain(created.data.id);
  });

  it('refuses a schedule the plan type does not take, naming the field in the asked language', async () => {
    const device = await api.device('dealerAdmin');
    const base = { name: 'X', targetType: 1, targetId: device.id };
    const cycle = await api.as('dealerAdmin', 'POST', '/mainPlan', { ...base, type: 2 });
    expect(cycle).toMatchObject({ code: 400, msg: expect.stringMatching(/^schedule: a cycle plan needs/) });
    const zh = await t.call({
      method: 'POST',
      url: '/admin/api/mainPlan',
      payload: { ...base, type: 2 },
      token: await t.tokenFor('dealerAdmin'),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.msg).toMatch(/^schedule：周期计划需要/);
    const fault = await api.as('dealerAdmin', 'POST', '/mainPlan', {
      ...base,
      type: 0,
      schedule: { kind: 'once', at: '2026-12-01 08:00:00' },
    });
    expect(fault.msg).toMatch(/^schedule: fault and triggered plans/);
    const cron = await api.as('dealerAdmin', 'POST', '/mainPlan', {
      ...base,
      type: 2,
      schedule: { kind: 'cron', cron: '0 25 * * *' },
    });
    expect(cron.msg).toMatch(/^schedule\.cron: field 2 \(hour\)/);
    expect((await api.as('dealerAdmin', 'POST', '/mainPlan', { ...base, type: 3, name: ' ' })).msg).toMatch(/^name/);
  });

  it('takes targets only of the plan company that the caller sees', async () => {
    const foreign = await api.device('otherAdmin');
    const body = { name: 'X', type: 3, targetType: 1, targetId: foreign.id };
    expect((await api.as('dealerAdmin', 'POST', '/mainPlan', body)).code).toBe(404);
    const customers = await api.device('customerAdmin');
    const mixed = await api.as('dealerAdmin', 'POST', '/mainPlan', { ...body, targetId: customers.id });
    expect(mixed).toMatchObject({ code: 400, msg: "targetId: not of the plan's company" });
    const forCustomer = await api.as('dealerAdmin', 'POST', '/mainPlan', {
      ...body,
      targetId: customers.id,
      companyId: t.fixture.companies.customer,
    });
    expect(forCustomer.code).toBe(200);
  });

  it('answers another company like a missing plan, and asks for the page permissions', async () => {
    const { id } = await api.plan('dealerAdmin');
    for (const [method, url] of [
      ['GET', `/mainPlan/${id}`],
      ['DELETE', `/mainPlan/${id}`],
      ['POST', `/mainPlan/status/${id}`],
      ['POST', `/mainPlan/record/${id}`],
    ] as const) {
      const body = await api.as('otherAdmin', method, url, method === 'POST' ? { status: 3 } : undefined);
      expect(body.code, `${method} ${url}`).toBe(404);
    }
    expect((await api.as('viewer', 'POST', '/mainPlan/getPage', {})).code).toBe(403);
    expect((await api.as('viewer', 'POST', '/mainPlan', {})).code).toBe(403);
    expect((await api.as(null, 'POST', '/mainPlan/getPage', {})).code).toBe(10500);
  });

  it('deactivates and enables a plan; an ended plan cannot be enabled again', async () => {
    const { id } = await api.plan('dealerAdmin', { endTime: '2026-11-22 12:00:00' });
    expect((await api.as('dealerAdmin', 'POST', `/mainPlan/status/${id}`, { status: 3 })).code).toBe(200);
    expect((await api.as('dealerAdmin', 'GET', `/mainPlan/${id}`)).data.status).toBe(3);
    expect((await api.as('dealerAdmin', 'POST', `/mainPlan/status/${id}`, { status: 1 })).code).toBe(200);
    expect((await api.as('dealerAdmin', 'POST', `/mainPlan/status/${id}`, { status: 2 })).code).toBe(400);
    await api.as('dealerAdmin', 'POST', `/mainPlan/status/${id}`, { status: 3 });
    t.clock.advance(3 * 3_600_000);
    const late = await api.as('dealerAdmin', 'POST', `/mainPlan/status/${id}`, { status: 1 });
    expect(late).toMatchObject({ code: 400, msg: "status: the plan's end time has passed" });
  });

  it('updates a plan and its assignees, and deletes it with its shares', async () => {
    const { id, deviceId } = await api.plan('dealerAdmin', { assignees: [{ type: 1, id: t.fixture.users.viewer }] });
    const changed = await api.as('dealerAdmin', 'PUT', '/mainPlan', {
      id,
      name: 'Renamed',
      type: 3,
      targetType: 1,
      targetId: deviceId,
      checkItems: ['Only one'],
      assignees: [{ type: 3, id: t.fixture.roles.viewer }],
    });
    expect(changed.code).toBe(200);
    const plan = (await api.as('dealerAdmin', 'GET', `/mainPlan/${id}`)).data;
    expect(plan).toMatchObject({ name: 'Renamed', checkItems: ['Only one'], assignees: [{ type: 3, name: 'Viewer' }] });
    expect((await api.as('dealerAdmin', 'DELETE', `/mainPlan/${id}`)).code).toBe(200);
    expect((await api.as('dealerAdmin', 'GET', `/mainPlan/${id}`)).code).toBe(404);
    const shares = await t.testDb.db.kysely
      .selectFrom('shares')
      .selectAll()
      .where('kind', '=', 'plan')
      .where('thingId', '=', id)
      .execute();
    expect(shares).toEqual([]);
  });

  it('shows an ordinary user only the plans assigned to it, and lists them as shared with it', async () => {
    const operator = await api.operator();
    const mine = await api.plan('dealerAdmin', {
      name: 'Assigned to the operator',
      assignees: [{ type: 1, id: operator.id }],
    });
    const others = await api.plan('dealerAdmin', { name: 'Not assigned' });
    const page = await api.withToken(operator.token, 'POST', '/mainPlan/getPage', { pageSize: 100 });
    const ids = page.data.records.map((p: { id: number }) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(others.id);
    expect((await api.withToken(operator.token, 'GET', `/mainPlan/${others.id}`)).code).toBe(404);
    const shared = await api.withToken(operator.token, 'GET', '/share/list?kind=plan&scope=mine');
    expect(shared.data.records.map((r: { thingId: number }) => r.thingId)).toEqual([mine.id]);
    // An assignee without the update permission may not change the assignment.
    const reshare = await api.withToken(operator.token, 'PUT', '/share', {
      kind: 'plan',
      thingId: mine.id,
      targets: [],
    });
    expect(reshare.code).toBe(403);
  });
});
