import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { shareWorld, type ShareWorld } from '../shares/test/world.js';

describe.each(DIALECTS)('flow shares on %s', (dialect) => {
  let t: TestApp;
  let w: ShareWorld;
  let screen: number;
  let chart: number;
  const made = async (url: string, body: object): Promise<number> =>
    ((await w.as('dealerAdmin', 'POST', url, body)).data as { id: number }).id;
  const share = (
    kind: string,
    thingId: number,
    targets: object[],
    who: Parameters<ShareWorld['as']>[0] = 'dealerAdmin',
  ) => w.as(who, 'PUT', '/share', { kind, thingId, targets });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await shareWorld(t);
    screen = await made('/configflow', { name: 'Line 1 screen', type: 1 });
    chart = await made('/configflow', { name: 'Line 1 chart', type: 0 });
  });
  afterAll(() => t.close());

  it('shares a screen and a flow chart, each as its own kind, listed on its share page', async () => {
    expect((await share('screen', screen, [{ type: 3, id: w.readers }])).code).toBe(200);
    expect((await share('flowChart', chart, [{ type: 2, id: w.ops }])).code).toBe(200);
    const targets = await w.as('dealerAdmin', 'GET', `/share/targets?kind=screen&thingId=${screen}`);
    expect(targets.data).toEqual([{ type: 3, id: w.readers, name: 'Readers' }]);
    const screens = await w.as('dealerAdmin', 'GET', '/share/list?kind=screen&scope=others');
    expect(screens.data.records.map((r: { name: string }) => r.name)).toEqual(['Line 1 screen']);
    const charts = await w.as('dealerAdmin', 'GET', '/share/list?kind=flowChart&scope=others');
    expect(charts.data.records.map((r: { name: string }) => r.name)).toEqual(['Line 1 chart']);
  });

  it("answers 404 for a flow of the other type, a template and another company's flow", async () => {
    expect((await share('flowChart', screen, [])).code).toBe(404);
    const template = await made('/template/configflow', { name: 'Template', type: 1 });
    expect((await share('screen', template, [])).code).toBe(404);
    const others = (await w.as('otherAdmin', 'POST', '/configflow', { name: 'Theirs', type: 1 })).data.id;
    expect((await share('screen', others, [])).code).toBe(404);
  });

  it('needs the page of the kind and its update button; no token ends the session (10500)', async () => {
    // The reader holds the archive pages only.
    expect((await share('screen', screen, [], w.users.reader)).code).toBe(403);
    const viewer = await made('/role', {
      name: 'Screen viewers',
      companyId: t.fixture.companies.dealer,
      menuIds: (await t.testDb.db.kysely.selectFrom('menus').select(['id', 'componentName', 'button']).execute())
        .filter((m) => m.componentName === 'visualCenter' || (m.componentName === 'screen' && m.button !== 'update'))
        .map((m) => m.id),
    });
    await w.as('dealerAdmin', 'PUT', '/user', { id: w.users.outsider, roleIds: [viewer] });
    expect((await share('screen', screen, [], w.users.outsider)).code).toBe(403);
    expect((await share('screen', screen, [], null)).code).toBe(10500);
  });

  it('drops the shares of a deleted flow', async () => {
    expect((await w.as('dealerAdmin', 'DELETE', `/configflow/${screen}`)).code).toBe(200);
    const screens = await w.as('dealerAdmin', 'GET', '/share/list?kind=screen&scope=others');
    expect(screens.data.records).toEqual([]);
    const rows = await t.testDb.db.kysely.selectFrom('shares').select('thingId').where('kind', '=', 'screen').execute();
    expect(rows).toEqual([]);
  });
});
