import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { dailyTemplate, reportApiOf, TEST_TZ } from './test/report-fixture.js';

/** A user of the dealer that holds only the report share page; answers its token and id. */
async function shareReader(t: TestApp) {
  const token = await grantedUser(t, ['luckyShareList:read']);
  const user = await t.testDb.db.kysely
    .selectFrom('users')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { caller: { token }, id: user.id };
}

describe.each(DIALECTS)('shared reports (%s)', (dialect) => {
  let t: TestApp;
  const api = reportApiOf(() => t);
  let variableId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
    ({ variableId } = await api.seeded(`gw-share-${dialect}`));
  });
  afterAll(() => t.close());

  it('a shared report is visible, read-only, to its recipient and not to others', async () => {
    const id = await api.report('dealerAdmin', dailyTemplate(variableId, { name: 'Shared daily' }));
    const unshared = await api.report('dealerAdmin', dailyTemplate(variableId, { name: 'Kept' }));
    const made = await api.as('dealerAdmin', 'POST', `/report/generate/${id}`, { time: '2026-11-21 12:00:00' });
    const kept = await api.as('dealerAdmin', 'POST', `/report/generate/${unshared}`, {});
    const [recipient, stranger] = [await shareReader(t), await shareReader(t)];
    const targets = [{ type: 1, id: recipient.id }];
    expect((await api.as('dealerAdmin', 'PUT', '/share', { kind: 'report', thingId: id, targets })).code).toBe(200);

    const listed = await api.as(recipient.caller, 'GET', '/share/list?kind=report&scope=mine');
    expect(listed.data.records.map((r: { thingId: number }) => r.thingId)).toEqual([id]);
    expect((await api.as(recipient.caller, 'GET', `/report/${id}`)).data).toMatchObject({ id, name: 'Shared daily' });
    const files = await api.as(recipient.caller, 'POST', '/report/history/searchPage', { param: { reportId: id } });
    expect(files.data.records.map((f: { id: number }) => f.id)).toEqual([made.data.id]);
    expect((await api.as(recipient.caller, 'GET', `/report/history/${made.data.id}`)).data.sheets).toHaveLength(1);
    const download = await t.app.inject({
      method: 'GET',
      url: `/admin/api${made.data.filePath}`,
      headers: { authorization: recipient.caller.token },
    });
    expect(download.headers['content-type']).toContain('spreadsheetml');

    // Read-only: no change, no generation, no list of the company's reports or of every generated one.
    expect((await api.as(recipient.caller, 'POST', `/report/status/${id}`, { status: 0 })).code).toBe(403);
    expect((await api.as(recipient.caller, 'GET', `/report/exportAuto/${id}`)).code).toBe(403);
    expect((await api.as(recipient.caller, 'DELETE', `/report/history/${made.data.id}`)).code).toBe(403);
    expect((await api.as(recipient.caller, 'POST', '/report/searchPage', {})).code).toBe(403);
    expect((await api.as(recipient.caller, 'POST', '/report/history/searchPage', {})).code).toBe(403);

    // Not the company's other reports, nor this one for a user it was not shared with.
    const notShared = { code: 403, msg: 'This report is not shared with you' };
    expect(await api.as(recipient.caller, 'GET', `/report/${unshared}`)).toMatchObject(notShared);
    expect(await api.as(recipient.caller, 'GET', `/report/history/${kept.data.id}`)).toMatchObject(notShared);
    expect(await api.as(stranger.caller, 'GET', `/report/${id}`)).toMatchObject(notShared);
    const strangerFiles = await api.as(stranger.caller, 'POST', '/report/history/searchPage', {
      param: { reportId: id },
    });
    expect(strangerFiles).toMatchObject(notShared);
    const strangerFile = await t.call({
      method: 'GET',
      url: `/admin/api${made.data.filePath}`,
      token: stranger.caller.token,
    });
    expect(strangerFile.body).toMatchObject({ code: 403 });
    expect((await api.as(stranger.caller, 'GET', '/share/list?kind=report&scope=mine')).data.records).toEqual([]);
    // Another company's user does not learn that the report exists.
    expect(await api.as('otherAdmin', 'GET', `/report/history/${made.data.id}`)).toMatchObject({ code: 404 });
  });
});
