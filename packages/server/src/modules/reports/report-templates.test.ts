import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { dailyTemplate, reportApiOf, TEST_TZ } from './test/report-fixture.js';

type Row = { id: number; name: string; builtin: boolean; timeType: number };

describe.each(DIALECTS)('report template library (%s)', (dialect) => {
  let t: TestApp;
  const api = reportApiOf(() => t);
  let variableId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
    ({ variableId } = await api.seeded(`gw-tpl-${dialect}`));
  });
  afterAll(() => t.close());

  const list = async (param: object, language = 'en-US', user: 'dealerAdmin' | 'otherAdmin' = 'dealerAdmin') => {
    const res = await t.call({
      method: 'POST',
      url: '/admin/api/report/template/searchPage',
      token: await t.tokenFor(user),
      payload: { pageSize: 50, param },
      headers: { 'accept-language': language },
    });
    return (res.body as { data: { records: Row[] } }).data.records;
  };

  it('serves the built-in templates named in the caller language, ready to start a report from', async () => {
    const en = await list({ builtin: 1 });
    expect(en.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Daily shift report', 'Weekly production report', 'Monthly energy report']),
    );
    const zh = await list({ builtin: 1 }, 'zh-CN');
    expect(zh.map((r) => r.name)).toContain('能耗月报');
    expect(await list({ name: '能耗' }, 'zh-CN')).toEqual([expect.objectContaining({ timeType: 2, builtin: true })]);

    const daily = en.find((r) => r.name === 'Daily shift report')!;
    const detail = await api.as('dealerAdmin', 'GET', `/report/template/${daily.id}`);
    expect(detail.data.sheets[0].celldata[0].v.v).toBe('Daily shift report');
    // What a new report started from it gets saves as a report as it is.
    const { sheets, bindings, timeType } = detail.data;
    const made = await api.as('dealerAdmin', 'POST', '/report', { name: 'From library', timeType, sheets, bindings });
    expect(made.code).toBe(200);
    const generated = await api.as('dealerAdmin', 'POST', `/report/generate/${made.data.id}`, {
      time: '2026-11-21 12:00:00',
    });
    const cells = (await api.as('dealerAdmin', 'GET', `/report/history/${generated.data.id}`)).data.sheets[0].celldata;
    expect(cells.find((c: { r: number; c: number }) => c.r === 2 && c.c === 0).v.v).toBe('00:00');
  });

  it("saves a company's report as its template, seen by its company only, and deletes it", async () => {
    const reportId = await api.report('dealerAdmin', dailyTemplate(variableId, { name: 'Boiler day' }));
    const saved = await api.as('dealerAdmin', 'POST', '/report/template', { reportId, name: 'Boiler template' });
    expect(saved.code).toBe(200);
    expect(await list({ builtin: 0 })).toEqual([
      expect.objectContaining({ id: saved.data.id, name: 'Boiler template', builtin: false, timeType: 0 }),
    ]);
    const detail = await api.as('dealerAdmin', 'GET', `/report/template/${saved.data.id}`);
    expect(detail.data.bindings).toHaveLength(4);

    expect((await list({}, 'en-US', 'otherAdmin')).map((r) => r.id)).not.toContain(saved.data.id);
    const notFound = { code: 404, msg: 'report template not found' };
    expect(await api.as('otherAdmin', 'GET', `/report/template/${saved.data.id}`)).toMatchObject(notFound);
    expect(await api.as('otherAdmin', 'DELETE', `/report/template/${saved.data.id}`)).toMatchObject(notFound);
    const otherReport = await api.as('otherAdmin', 'POST', '/report/template', { reportId, name: 'Stolen' });
    expect(otherReport).toMatchObject({ code: 404, msg: 'report not found' });

    const builtin = (await list({ builtin: 1 }))[0]!;
    const refused = await api.as('dealerAdmin', 'DELETE', `/report/template/${builtin.id}`);
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain('id');
    expect((await api.as('dealerAdmin', 'DELETE', `/report/template/${saved.data.id}`)).code).toBe(200);
    expect(await list({ builtin: 0 })).toEqual([]);
  });

  it('asks for the tempReport buttons and names a bad field', async () => {
    const reader = { token: await grantedUser(t, ['tempReport:read']) };
    expect((await api.as(reader, 'POST', '/report/template/searchPage', {})).code).toBe(200);
    expect((await api.as(reader, 'POST', '/report/template', { reportId: 1, name: 'x' })).code).toBe(403);
    expect((await api.as('nomenu', 'POST', '/report/template/searchPage', {})).code).toBe(403);
    const blank = await api.as('dealerAdmin', 'POST', '/report/template', { reportId: 1, name: '' });
    expect(blank).toMatchObject({ code: 400 });
    expect(blank.msg).toContain('name');
  });
});
