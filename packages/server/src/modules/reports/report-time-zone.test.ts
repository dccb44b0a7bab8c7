import type { ReportFileRecord } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ctxOf } from '../triggers/test/trigger-fixture.js';
import { createReportScheduler, REPORT_GRACE_MS } from './report-scheduler.js';
import { dailyTemplate, reportApiOf } from './test/report-fixture.js';

const MINUTE = 60_000;

describe.each(DIALECTS)("report periods in the company's time zone (%s)", (dialect) => {
  let t: TestApp;
  const api = reportApiOf(() => t);

  // The installation runs in UTC; the dealer company is in Shanghai (UTC+8).
  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: 'UTC' });
  });
  afterAll(() => t.close());

  it('validates the company time zone, naming the field, and defaults to the installation zone', async () => {
    const { dealer } = t.fixture.companies;
    const before = await api.as('root', 'GET', `/company/${dealer}`);
    expect(before.data).toMatchObject({ timeZone: null, effectiveTimeZone: 'UTC' });
    const bad = await api.as('root', 'PUT', '/company', { id: dealer, timeZone: 'Mars/Olympus' });
    expect(bad).toMatchObject({ code: 400 });
    expect(bad.msg).toContain('timeZone');
    expect((await api.as('root', 'PUT', '/company', { id: dealer, timeZone: 'Asia/Shanghai' })).code).toBe(200);
    const after = await api.as('root', 'GET', `/company/${dealer}`);
    expect(after.data).toMatchObject({ timeZone: 'Asia/Shanghai', effectiveTimeZone: 'Asia/Shanghai' });
  });

  it('closes a Shanghai daily report at 16:00 UTC and generates it once under a fake clock', async () => {
    const { variableId } = await api.seeded(`gw-zone-${dialect}`);
    const id = await api.report('dealerAdmin', dailyTemplate(variableId, { type: 1 }));
    const server = () =>
      createReportScheduler(ctxOf(t), {
        repo: t.app.services.reports.templates.repo,
        files: t.app.services.reports.files,
      });
    const [a, b] = [server(), server()];
    const generated = async () =>
      (await api.as('dealerAdmin', 'POST', '/report/history/searchPage', { param: { reportId: id } })).data
        .records as ReportFileRecord[];

    // The fixture clock: 2026-11-22 02:00 UTC (10:00 in Shanghai). The Shanghai day ends at 16:00 UTC.
    t.clock.advance(14 * 60 * MINUTE + REPORT_GRACE_MS - MINUTE);
    await Promise.all([a.tick(), b.tick()]);
    expect(await generated()).toEqual([]);

    t.clock.advance(2 * MINUTE);
    await Promise.all([a.tick(), b.tick()]);
    await a.tick();
    const records = await generated();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      source: 'schedule',
      periodStart: '2026-11-22 00:00:00',
      periodEnd: '2026-11-23 00:00:00',
      pushTime: '2026-11-23 00:06:00',
    });
    // In UTC the day would only close at midnight: eight hours later, nothing more is made.
    t.clock.advance(8 * 60 * MINUTE);
    await a.tick();
    expect(await generated()).toHaveLength(1);
  });
  it("reads and shows a custom range and a shared view's times in the company's zone", async () => {
    const { variableId } = await api.seeded(`gw-zone-grid-${dialect}`);
    const id = await api.report('dealerAdmin', dailyTemplate(variableId, { name: 'Zoned grid' }));
    const range = { startTime: '2026-11-21 06:00:00', endTime: '2026-11-21 12:00:00' };
    const made = await api.as('dealerAdmin', 'POST', `/report/custom/${id}`, range);
    expect(made.data).toMatchObject({ periodStart: range.startTime, periodEnd: range.endTime });
    const stored = await t.testDb.db.kysely
      .selectFrom('reportFiles')
      .select('periodFrom')
      .where('id', '=', made.data.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.periodFrom)).toBe(Date.UTC(2026, 10, 20, 22));
    // 23:00 in Shanghai is still the 21st there; read in the installation's UTC it would be the 22nd.
    const view = await api.as('dealerAdmin', 'POST', `/report/shared/${id}`, { time: '2026-11-21 23:00:00' });
    expect(view.data).toMatchObject({ periodStart: '2026-11-21 00:00:00', periodEnd: '2026-11-22 00:00:00' });
  });
});
