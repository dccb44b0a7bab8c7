import type { ReportFileRecord } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ctxOf } from '../triggers/test/trigger-fixture.js';
import { createReportScheduler, REPORT_GRACE_MS } from './report-scheduler.js';
import { dailyTemplate, reportApiOf, TEST_TZ } from './test/report-fixture.js';

describe.each(DIALECTS)('report scheduler (%s)', (dialect) => {
  let t: TestApp;
  const api = reportApiOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
  });
  afterAll(() => t.close());

  /** One server's scheduler over the test app's services. */
  const server = () =>
    createReportScheduler(ctxOf(t), {
      repo: t.app.services.reports.templates.repo,
      files: t.app.services.reports.files,
    });

  it('generates a closed day once across two servers and records its push', async () => {
    const { variableId } = await api.seeded(`gw-schedule-${dialect}`);
    const { viewer } = t.fixture.users;
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ email: 'viewer@example.com' })
      .where('id', '=', viewer)
      .execute();
    const id = await api.report('dealerAdmin', dailyTemplate(variableId, { type: 1, receivers: [viewer] }));
    const [a, b] = [server(), server()];
    const generated = async () => {
      const body = await api.as('dealerAdmin', 'POST', '/report/history/searchPage', { param: { reportId: id } });
      return body.data.records as ReportFileRecord[];
    };

    // 2026-11-22 10:00: the day before closed before the report was made, so it is not made up.
    await Promise.all([a.tick(), b.tick()]);
    expect(await generated()).toEqual([]);

    // 2026-11-23 00:00 plus less than the grace: the day is closed but not yet generated.
    t.clock.advance(14 * 3_600_000 + REPORT_GRACE_MS - 60_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(await generated()).toEqual([]);

    t.clock.advance(120_000);
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([server().tick(), a.tick()]);
    const records = await generated();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      source: 'schedule',
      periodStart: '2026-11-22 00:00:00',
      periodEnd: '2026-11-23 00:00:00',
      pushCount: 1,
      pushTime: '2026-11-23 00:06:00',
    });
    const mails = await t.testDb.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('target', '=', 'viewer@example.com')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/admin/api/report/history/file/${records[0]!.id}`);
  });
});
