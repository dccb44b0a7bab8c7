import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { dailyTemplate, reportApiOf, TEST_TZ, xlsxColumn, xlsxSheet } from './test/report-fixture.js';

type Cell = { r: number; c: number; v: { v?: unknown } };
const valueAt = (cells: Cell[], r: number, c: number) => cells.find((x) => x.r === r && x.c === c)?.v.v;

describe.each(DIALECTS)('reports (%s)', (dialect) => {
  let t: TestApp;
  const api = reportApiOf(() => t);
  let variableId: number;
  let identity: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
    ({ variableId, identity } = await api.seeded(`gw-report-${dialect}`));
  });
  afterAll(() => t.close());

  it('fills a daily report equal to the history API, and its XLSX reads back the same', async () => {
    const id = await api.report('dealerAdmin', dailyTemplate(variableId));
    const made = await api.as('dealerAdmin', 'POST', `/report/generate/${id}`, { time: '2026-11-21 12:00:00' });
    expect(made).toMatchObject({ code: 200, data: { periodStart: '2026-11-21 00:00:00', source: 'call' } });
    expect(made.data.periodEnd).toBe('2026-11-22 00:00:00');

    const history = await api.as('dealerAdmin', 'POST', '/influxDevice/getDevicePointValue', {
      code: 'power',
      deviceNum: identity,
      spaceNumber: 1,
      starttime: '2026-11-21 00:00:00',
      endtime: '2026-11-22 00:00:00',
      type: 0,
    });
    expect(history.data).toHaveLength(24);
    const expected = history.data.map((p: { value: number | null }) => p.value);

    const detail = await api.as('dealerAdmin', 'GET', `/report/history/${made.data.id}`);
    const cells = detail.data.sheets[0].celldata as Cell[];
    expect(Array.from({ length: 24 }, (_, i) => valueAt(cells, 1 + i, 1))).toEqual(expected);
    expect(Array.from({ length: 24 }, (_, i) => valueAt(cells, 1 + i, 0))).toEqual(
      history.data.map((p: { time: string }) => p.time.slice(11, 16)),
    );
    expect(valueAt(cells, 0, 3)).toBe(14.29);
    expect(valueAt(cells, 0, 5)).toBe(288);
    expect(valueAt(cells, 0, 0)).toBe('Hour');

    const file = await t.app.inject({
      method: 'GET',
      url: `/admin/api${made.data.filePath}`,
      headers: { authorization: await t.tokenFor('dealerAdmin') },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const sheet = await xlsxSheet(file.rawPayload);
    expect(xlsxColumn(sheet, 2, 2, 25)).toEqual(expected);
    expect(xlsxColumn(sheet, 4, 1, 1)).toEqual([14.29]);
    expect(sheet.getCell('B26').formula).toBe('AVERAGE(B2:B25)');
    expect(sheet.getCell('D1').isMerged && sheet.getCell('E1').isMerged).toBe(true);
    expect(sheet.getCell('A1').font.bold).toBe(true);
  });

  it('answers exportAuto with a path only the company downloads, and lists the history', async () => {
    const id = await api.report('dealerAdmin', dailyTemplate(variableId, { name: 'Export me' }));
    const exported = await api.as('dealerAdmin', 'GET', `/report/exportAuto/${id}`);
    expect(exported.code).toBe(200);
    expect(exported.data.path).toBe(`/report/history/file/${exported.data.id}`);
    const other = await t.call({
      method: 'GET',
      url: `/admin/api${exported.data.path}`,
      token: await t.tokenFor('otherAdmin'),
    });
    expect(other.body).toMatchObject({ code: 404, msg: 'report not found' });
    const anonymous = await t.call({ method: 'GET', url: `/admin/api${exported.data.path}` });
    expect(anonymous.res.statusCode).not.toBe(200);
    const list = await api.as('dealerAdmin', 'POST', '/report/history/searchPage', { param: { reportId: id } });
    expect(list.data.records.map((r: { id: number }) => r.id)).toEqual([exported.data.id]);
    expect(await api.as('otherAdmin', 'GET', `/report/exportAuto/${id}`)).toMatchObject({ code: 404 });
  });

  it('creates, lists, reads, changes, disables and deletes a template; another company sees none', async () => {
    const id = await api.report('dealerAdmin', dailyTemplate(variableId, { name: 'Lifecycle' }));
    const found = await api.as('dealerAdmin', 'POST', '/report/searchPage', {
      param: { status: 1, name: 'Lifecycle' },
    });
    expect(found.data.records).toEqual([
      expect.objectContaining({ id, name: 'Lifecycle', type: 0, timeType: 0, status: 1 }),
    ]);
    const read = await api.as('dealerAdmin', 'GET', `/report/${id}`);
    expect(read.data.bindings).toHaveLength(4);
    const { id: _id, companyId: _c, companyName: _n, createTime: _ct, updateTime: _ut, ...fields } = read.data;
    expect((await api.as('dealerAdmin', 'PUT', '/report', { ...fields, id, name: 'Renamed' })).code).toBe(200);
    expect((await api.as('dealerAdmin', 'POST', `/report/status/${id}`, { status: 0 })).code).toBe(200);
    expect((await api.as('dealerAdmin', 'GET', `/report/${id}`)).data).toMatchObject({ name: 'Renamed', status: 0 });
    expect(await api.as('otherAdmin', 'GET', `/report/${id}`)).toMatchObject({ code: 404, msg: 'report not found' });
    const others = await api.as('otherAdmin', 'POST', '/report/searchPage', { param: {} });
    expect(others.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await api.as('dealerAdmin', 'DELETE', `/report/${id}`)).code).toBe(200);
    expect(await api.as('dealerAdmin', 'GET', `/report/${id}`)).toMatchObject({ code: 404 });
  });

  it('refuses bad input naming the field', async () => {
    const bad = (fields: object) =>
      api.as('dealerAdmin', 'POST', '/report', { ...dailyTemplate(variableId), ...fields });
    expect((await bad({ name: '' })).msg).toContain('name');
    expect((await bad({ sheets: [] })).msg).toContain('sheets');
    const huge = [{ name: 'Big', celldata: [{ r: 0, c: 0, v: { v: 'x'.repeat(3 * 1024 * 1024) } }] }];
    expect((await bad({ sheets: huge })).msg).toContain('sheets');
    const noSource = await bad({ bindings: [{ row: 0, col: 0, source: 'variable' }] });
    expect(noSource).toMatchObject({ code: 400 });
    expect(noSource.msg).toContain('bindings.0.sourceId');
    const otherSheet = await bad({ bindings: [{ sheet: 3, row: 0, col: 0, source: 'time', fill: 'day' }] });
    expect(otherSheet.msg).toContain('bindings.0.sheet');
    expect((await bad({ timeType: 4 })).msg).toContain('startTime');
    const backwards = await bad({ timeType: 4, startTime: '2026-11-02 00:00:00', endTime: '2026-11-01 00:00:00' });
    expect(backwards.msg).toContain('endTime');
    const otherVariable = await api.as('otherAdmin', 'POST', '/report', dailyTemplate(variableId));
    expect(otherVariable).toMatchObject({ code: 404, msg: 'variable not found' });
  });

  it('shares a report through the shares table, and forgets the shares with the report', async () => {
    const id = await api.report('dealerAdmin', dailyTemplate(variableId, { name: 'Shared' }));
    const targets = [{ type: 1, id: t.fixture.users.viewer }];
    expect((await api.as('dealerAdmin', 'PUT', '/share', { kind: 'report', thingId: id, targets })).code).toBe(200);
    const read = await api.as('dealerAdmin', 'GET', `/share/targets?kind=report&thingId=${id}`);
    expect(read.data).toEqual([expect.objectContaining({ type: 1, id: t.fixture.users.viewer })]);
    const other = await api.as('otherAdmin', 'PUT', '/share', { kind: 'report', thingId: id, targets: [] });
    expect(other).toMatchObject({ code: 404, msg: 'report not found' });
    await api.as('dealerAdmin', 'DELETE', `/report/${id}`);
    const left = await t.testDb.db.kysely.selectFrom('shares').select('id').where('kind', '=', 'report').execute();
    expect(left).toEqual([]);
  });

  it('asks for the luckyHome and luckyHis buttons', async () => {
    const reader = { token: await grantedUser(t, ['luckyHis:read']) };
    expect((await api.as(reader, 'POST', '/report', dailyTemplate(variableId))).code).toBe(403);
    expect((await api.as(reader, 'POST', '/report/history/searchPage', {})).code).toBe(200);
    expect((await api.as('nomenu', 'POST', '/report/searchPage', {})).code).toBe(403);
  });
});
