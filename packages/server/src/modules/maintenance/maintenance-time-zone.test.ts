import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../context.js';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createMaintenanceScheduler } from './maintenance-scheduler.js';
import { maintenanceApiOf, TEST_TZ } from './test/maintenance-fixture.js';

const H = 3_600_000;

describe.each(DIALECTS)("maintenance in the company's time zone (%s)", (dialect) => {
  let t: TestApp;
  let ctx: Ctx;
  const api = maintenanceApiOf(() => t);

  beforeAll(async () => {
    // The installation runs on Shanghai time; the customer's plant keeps UTC.
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
    ctx = { db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now };
    await t.testDb.db.kysely
      .updateTable('companies')
      .set({ timeZone: 'UTC' })
      .where('id', '=', t.fixture.companies.customer)
      .execute();
  });
  afterAll(() => t.close());

  it('reads the schedule and makes the record at the start time of the plan company, not the installation', async () => {
    // The clock reads 2026-11-22 10:00 Shanghai (02:00 UTC); the customer's plan is daily at 04:00 its time.
    const { id: planId } = await api.plan('customerAdmin', {
      type: 2,
      schedule: { kind: 'every', every: 1, unit: 'day', start: '2026-11-22 04:00:00' },
      assignees: [{ type: 1, id: t.fixture.users.customerAdmin }],
    });
    const plan = (await api.as('customerAdmin', 'GET', `/mainPlan/${planId}`)).data as { nextDueTime: string };
    expect(plan.nextDueTime).toBe('2026-11-22 04:00:00');

    const scheduler = createMaintenanceScheduler(ctx, t.app.services.maintenance);
    t.clock.advance(2 * H - 1);
    await scheduler.tick();
    const page = async () =>
      (await api.as('customerAdmin', 'POST', '/mainRecord/getPage', { pageSize: 10, param: { planId } })).data
        .records as { dueTime: string }[];
    expect(await page()).toEqual([]);
    t.clock.advance(1);
    await scheduler.tick();
    // Records read in the installation's zone: 04:00 UTC is 12:00 in Shanghai.
    expect((await page()).map((r) => r.dueTime)).toEqual(['2026-11-22 12:00:00']);
    await scheduler.stop();
  });
});
