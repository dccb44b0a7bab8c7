import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { dailyTemplate, reportApiOf, TEST_TZ } from './test/report-fixture.js';

type Cell = { r: number; c: number; v: { v?: unknown } };
const valueAt = (cells: Cell[], r: number, c: number) => cells.find((x) => x.r === r && x.c === c)?.v.v;

// The report grid screens' calls: `/monlucky` (custom range) and `/luckyOff1` (shared, read-only).
describe.each(DIALECTS)('report grid calls (%s)', (dialect) => {
  let t: TestApp;
  const api = reportApiOf(() => t);
  let variableId: number;
  let reportId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
    ({ variableId } = await api.seeded(`gw-sheet-${dialect}`));
    reportId = await api.report('dealerAdmin', dailyTemplate(variableId, { name: 'Grid' }));
  });
  afterAll(() => t.close());

  it('fills a custom range of a daily report, keeps it, and lets the monlucky page download it', async () => {
    const range = { startTime: '2026-11-21 06:00:00', endTime: '2026-11-21 12:00:00' };
    const made = await api.as('dealerAdmin', 'POST', `/report/custom/${reportId}`, range);
    expect(made.data).toMatchObject({
      reportId,
      periodStart: range.startTime,
      periodEnd: range.endTime,
      source: 'call',
    });
    const cells = made.data.sheets[0].celldata as Cell[];
    expect(Array.from({ length: 6 }, (_, i) => valueAt(cells, 1 + i, 0))).toEqual([
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
    ]);
    expect(valueAt(cells, 7, 0)).toBeUndefined();
    const stored = await api.as('dealerAdmin', 'GET', `/report/history/${made.data.id}`);
    expect(stored.data.sheets).toEqual(made.data.sheets);

    const custom = { token: await grantedUser(t, ['monlucky:read', 'monlucky:export']) };
    const again = await api.as(custom, 'POST', `/report/custom/${reportId}`, range);
    expect(again.code).toBe(200);
    const file = await t.app.inject({
      method: 'GET',
      url: `/admin/api${again.data.filePath}`,
      headers: { authorization: custom.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses a backwards, a too long or an unreadable range, and another company', async () => {
    const call = (body: object) => api.as('dealerAdmin', 'POST', `/report/custom/${reportId}`, body);
    expect((await call({ startTime: '2026-11-21 06:00:00', endTime: '2026-11-21 05:00:00' })).msg).toContain('endTime');
    expect((await call({ startTime: '2025-01-01 00:00:00', endTime: '2026-01-03 00:00:00' })).msg).toContain('366');
    expect((await call({ startTime: 'soon', endTime: '2026-01-03 00:00:00' })).msg).toContain('startTime');
    const range = { startTime: '2026-11-21 06:00:00', endTime: '2026-11-21 12:00:00' };
    expect(await api.as('otherAdmin', 'POST', `/report/custom/${reportId}`, range)).toMatchObject({ code: 404 });
    const reader = { token: await grantedUser(t, ['luckyHis:read']) };
    expect((await api.as(reader, 'POST', `/report/custom/${reportId}`, range)).code).toBe(403);
  });

  it('shows a shared report read-only for a period to its targets only', async () => {
    const viewer = { token: await grantedUser(t, ['luckyShareList:read']) };
    const k = t.testDb.db.kysely;
    const role = await k.selectFrom('roles').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const at = { time: '2026-11-21 15:00:00' };
    expect(await api.as(viewer, 'POST', `/report/shared/${reportId}`, at)).toMatchObject({ code: 403 });
    const targets = [{ type: 3, id: role.id }];
    expect((await api.as('dealerAdmin', 'PUT', '/share', { kind: 'report', thingId: reportId, targets })).code).toBe(
      200,
    );
    const view = await api.as(viewer, 'POST', `/report/shared/${reportId}`, at);
    expect(view.data).toMatchObject({
      id: reportId,
      name: 'Grid',
      timeType: 0,
      periodStart: '2026-11-21 00:00:00',
      periodEnd: '2026-11-22 00:00:00',
    });
    expect(valueAt(view.data.sheets[0].celldata as Cell[], 24, 0)).toBe('23:00');
    // Nothing was stored; the report manager reads it too, another company does not, nor a user without the page.
    const history = await api.as('dealerAdmin', 'POST', '/report/history/searchPage', { param: { reportId } });
    expect(history.data.records.every((r: { source: string }) => r.source === 'call')).toBe(true);
    expect(history.data.total).toBe(2);
    expect((await api.as('dealerAdmin', 'POST', `/report/shared/${reportId}`, {})).code).toBe(200);
    expect(await api.as('otherAdmin', 'POST', `/report/shared/${reportId}`, at)).toMatchObject({ code: 404 });
    expect((await api.as('nomenu', 'POST', `/report/shared/${reportId}`, at)).code).toBe(403);
    expect((await api.as(viewer, 'POST', `/report/shared/${reportId}`, { time: 'x' })).msg).toContain('time');
  });
});
