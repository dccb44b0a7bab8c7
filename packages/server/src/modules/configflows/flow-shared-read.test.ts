import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { shareWorld, type ShareWorld } from '../shares/test/world.js';
import { lineFlows } from './test/line-flows.js';

/** `/dapingInfo` and `/lewuleInfo`: a recipient in another department opens what was shared with it. */
describe.each(DIALECTS)('reading a shared flow on %s', (dialect) => {
  let t: TestApp;
  let w: ShareWorld;
  let screen: number;
  let chart: number;
  const read = (who: Parameters<ShareWorld['as']>[0], id: number, kind = 'screen') =>
    w.as(who, 'GET', `/configflow/shared/${id}?kind=${kind}`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await shareWorld(t);
    ({ screen, chart } = await lineFlows(w));
    const menus = await t.testDb.db.kysely.selectFrom('menus').select(['id', 'componentName']).execute();
    const recipients = (
      await w.as('dealerAdmin', 'POST', '/role', {
        name: 'Share recipients',
        companyId: t.fixture.companies.dealer,
        menuIds: menus
          .filter((m) => ['visualCenter', 'dapingShareList', 'lewuleShareList'].includes(m.componentName))
          .map((m) => m.id),
      })
    ).data.id as number;
    for (const user of [w.users.reader, w.users.outsider]) {
      await w.as('dealerAdmin', 'PUT', '/user', { id: user, roleIds: [recipients] });
    }
    // Shared with the Ops department, which holds the reader only.
    for (const [kind, thingId] of [
      ['screen', screen],
      ['flowChart', chart],
    ] as const) {
      await w.as('dealerAdmin', 'PUT', '/share', { kind, thingId, targets: [{ type: 2, id: w.ops }] });
    }
  });
  afterAll(() => t.close());

  it('opens a screen or flow chart shared with the recipient, with its live targets', async () => {
    const opened = await read(w.users.reader, screen);
    expect(opened).toMatchObject({ code: 200, data: { id: screen, name: 'Line 1 screen', data: { pens: [] } } });
    expect((await read(w.users.reader, chart, 'flowChart')).data.name).toBe('Line 1 chart');
    const live = await w.as(w.users.reader, 'GET', `/configflow/live/${screen}`);
    expect(live).toMatchObject({ code: 200, data: { variables: [], customData: [] } });
  });

  it('refuses a flow not shared with the caller, in its language', async () => {
    expect(await read(w.users.outsider, screen)).toMatchObject({
      code: 403,
      msg: 'This screen is not shared with you',
    });
    const token = await t.app.services.sessions.create(w.users.outsider, 'session', '127.0.0.1');
    const zh = await t.call({
      method: 'GET',
      url: `/admin/api/configflow/shared/${chart}?kind=flowChart`,
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body).toMatchObject({ code: 403, msg: '此流程图未分享给你' });
  });

  it("answers 404 for the other kind and another company's flow, 403 without the share page, 400 without a kind", async () => {
    expect((await read(w.users.reader, screen, 'flowChart')).code).toBe(404);
    const theirs = (await w.as('otherAdmin', 'POST', '/configflow', { name: 'Theirs', type: 1 })).data.id as number;
    expect((await read(w.users.reader, theirs)).code).toBe(404);
    expect((await read(w.users.editor, screen)).code).toBe(403);
    expect((await w.as(w.users.reader, 'GET', `/configflow/shared/${screen}`)).code).toBe(400);
    expect((await read(null, screen)).code).toBe(10500);
  });
});
