import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { shareWorld, type ShareWorld } from '../shares/test/world.js';
import { lineFlows, madeFlow } from './test/line-flows.js';

/**
 * `/workspace?isid=`: a flow opens for its own page's readers and for those it is shared with (the wall
 * for published flows, device screens for a device's flow); any other user of the company is refused.
 */
describe.each(DIALECTS)('opening a flow in run mode on %s', (dialect) => {
  let t: TestApp;
  let w: ShareWorld;
  let screen: number;
  let chart: number;
  let published: number;
  let wallUser: number;
  const open = (who: Parameters<ShareWorld['as']>[0], id: number) => w.as(who, 'GET', `/configflow/${id}`);
  /** A new session: a role change ends the user's earlier ones. */
  const openFresh = async (user: number, id: number) => {
    const token = await t.app.services.sessions.create(user, 'session', '127.0.0.1');
    return (await t.call({ method: 'GET', url: `/admin/api/configflow/${id}`, token })).body as { code: number };
  };
  const live = (who: Parameters<ShareWorld['as']>[0], id: number) => w.as(who, 'GET', `/configflow/live/${id}`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await shareWorld(t);
    ({ screen, chart } = await lineFlows(w));
    published = await madeFlow(w, { name: 'Hall screen', type: 1, publish: 1 });
    const menus = await t.testDb.db.kysely.selectFrom('menus').select(['id', 'componentName']).execute();
    const role = async (name: string, pages: string[]) =>
      (
        await w.as('dealerAdmin', 'POST', '/role', {
          name,
          companyId: t.fixture.companies.dealer,
          menuIds: menus.filter((m) => pages.includes(m.componentName)).map((m) => m.id),
        })
      ).data.id as number;
    const recipients = await role('Share recipients', ['visualCenter', 'dapingShareList', 'lewuleShareList']);
    await w.as('dealerAdmin', 'PUT', '/user', { id: w.users.reader, roleIds: [recipients] });
    // The outsider holds `/shareList` alone, and the chart is shared with it in person.
    await w.as('dealerAdmin', 'PUT', '/user', {
      id: w.users.outsider,
      roleIds: [await role('Share list', ['visualCenter', 'shareList'])],
    });
    await w.as('dealerAdmin', 'PUT', '/share', { kind: 'screen', thingId: screen, targets: [{ type: 2, id: w.ops }] });
    await w.as('dealerAdmin', 'PUT', '/share', {
      kind: 'flowChart',
      thingId: chart,
      targets: [{ type: 1, id: w.users.outsider }],
    });
    const wall = await role('Wall watchers', ['visualCenter', 'customMonitor']);
    wallUser = w.users.editor;
    await w.as('dealerAdmin', 'PUT', '/user', { id: wallUser, roleIds: [wall] });
    const devicePages = await role('Device watchers', ['deviceCenter', 'equipIndex']);
    await w.as('dealerAdmin', 'PUT', '/user', { id: w.users.author, roleIds: [devicePages] });
  });
  afterAll(() => t.close());

  it("opens a flow for its page's readers and for a recipient it is shared with, with its live targets", async () => {
    expect((await open('dealerAdmin', chart)).data.name).toBe('Line 1 chart');
    expect(await open(w.users.reader, screen)).toMatchObject({ code: 200, data: { id: screen } });
    expect((await live(w.users.reader, screen)).code).toBe(200);
  });

  it('refuses a company user it is not shared with, in the caller language, on the flow and its live read', async () => {
    const refusal = { code: 403, msg: 'You may not view this flow and it is not shared with you' };
    expect(await open(w.users.outsider, screen)).toMatchObject(refusal);
    expect(await open(w.users.reader, chart)).toMatchObject(refusal);
    expect(await live(w.users.outsider, screen)).toMatchObject(refusal);
    const token = await t.app.services.sessions.create(w.users.outsider, 'session', '127.0.0.1');
    const zh = await t.call({
      method: 'GET',
      url: `/admin/api/configflow/${screen}`,
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body).toMatchObject({ code: 403, msg: '你没有查看此组态的权限，它也未分享给你' });
  });

  it('lets the wall open published flows only, and a device screen the flow a device shows', async () => {
    expect((await open(wallUser, published)).code).toBe(200);
    expect((await open(wallUser, screen)).code).toBe(403);
    expect((await openFresh(w.users.author, chart)).code).toBe(403);
    const device = await w.as('dealerAdmin', 'POST', '/device', { name: 'Pump house', identity: 'view-pump.01' });
    await t.testDb.db.kysely
      .updateTable('devices')
      .set({ configFlowId: chart })
      .where('id', '=', device.data.id as number)
      .execute();
    expect((await openFresh(w.users.author, chart)).code).toBe(200);
    expect((await openFresh(w.users.author, screen)).code).toBe(403);
  });

  it('lists what is shared with a holder of /shareList, of any kind, and opens it read-only', async () => {
    const mine = (kind: string) =>
      w.as(w.users.outsider, 'GET', `/share/list?kind=${kind}&scope=mine&pageNum=1&pageSize=10`);
    expect((await mine('flowChart')).data.records).toMatchObject([{ thingId: chart, name: 'Line 1 chart' }]);
    expect((await mine('screen')).data).toMatchObject({ records: [], total: 0 });
    expect((await mine('archive')).code).toBe(200);
    const others = await w.as(w.users.outsider, 'GET', '/share/list?kind=screen&scope=others&pageNum=1&pageSize=10');
    expect(others.code).toBe(403);
    expect((await w.as(w.users.outsider, 'GET', `/configflow/shared/${chart}?kind=flowChart`)).code).toBe(200);
    expect((await open(w.users.outsider, chart)).code).toBe(200);
    expect((await w.as(w.users.outsider, 'GET', `/configflow/shared/${screen}?kind=screen`)).code).toBe(403);
  });

  it("answers 404 for another company's flow", async () => {
    const theirs = (await w.as('otherAdmin', 'POST', '/configflow', { name: 'Theirs', type: 1 })).data.id as number;
    expect((await open(w.users.reader, theirs)).code).toBe(404);
    expect((await open('dealerAdmin', theirs)).code).toBe(404);
  });
});
