import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf, type Caller } from '../devices/test/api.js';

/** A small screen: a bound text with a rule and events, a flowing line, a chart and a frame. */
const screen = {
  version: 1,
  canvas: { bkColor: '#0b1d33', grid: true, gridSize: 20, disableDockLine: false },
  pens: [
    {
      id: 'level',
      name: 'text',
      type: 0,
      x: 10,
      y: 10,
      width: 200,
      height: 50,
      rotate: 15,
      text: 'Level',
      tags: ['tanks'],
      data: {
        data: [
          {
            msgType: '1',
            deviceId: 3,
            varId: 31,
            variableName: 'level',
            decimal: 2,
            disNumber: 10,
            dataProps: [{ name: 'high', type: 1, term: [{ min: 4 }], props: { color: '#f00' } }],
          },
        ],
      },
      events: [{ type: 1, name: 'dblclick', action: 2, myType: '5' }],
    },
    {
      id: 'pipe',
      name: 'line',
      type: 1,
      lineName: 'polyline',
      x: 0,
      y: 0,
      width: 100,
      height: 0,
      anchors: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      animateType: 1,
      animatePlay: true,
      animateSpan: 3,
    },
    {
      id: 'chart',
      name: 'echarts',
      type: 0,
      x: 0,
      y: 100,
      width: 300,
      height: 200,
      data: { dType: '1', dataNum: 100, echarts: { type: '1', option: { series: [{ type: 'line' }] } }, data: [] },
    },
    {
      id: 'weather',
      name: 'iframe',
      type: 0,
      x: 0,
      y: 400,
      width: 300,
      height: 240,
      iframe: '/weather?dn=4',
      iframeSettings: { type: 6, dn: 4, zoomSize: 6 },
    },
  ],
};

describe.each(DIALECTS)('configuration flows on %s', (dialect) => {
  let t: TestApp;
  const { as, device } = apiOf(() => t);
  const list = (user: Caller, query = '') => as(user, 'GET', `/configflow/list${query}`);
  const create = async (user: Caller, body: Record<string, unknown>, base = '/configflow') => {
    t.clock.advance(1000);
    return as(user, 'POST', base, body);
  };
  const names = (body: { data: { records: { name: string }[] } }) => body.data.records.map((r) => r.name);
  let otherFlow: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await create('dealerAdmin', { name: 'Pump Room flow', type: 0, publish: 1, data: { version: 1, pens: [] } });
    await create('dealerAdmin', { name: 'Draft flow', type: 0 });
    await create('dealerAdmin', { name: 'Plant screen', type: 1, publish: true });
    await create('dealerAdmin', {
      name: 'Customer flow',
      type: 0,
      publish: 1,
      companyId: t.fixture.companies.customer,
    });
    otherFlow = (await create('otherAdmin', { name: 'Steel flow', type: 0, publish: 1 })).data.id;
  });
  afterAll(() => t.close());

  describe('saving and reading a flow', () => {
    it('creates the whole flow and reads it back identical', async () => {
      const body = await create('customerAdmin', {
        name: '  Tank farm  ',
        desc: 'North site',
        type: 1,
        data: screen,
        backgroundImage: '/admin/api/configflow/file/a.png',
      });
      expect(body.code).toBe(200);
      const read = await as('customerAdmin', 'GET', `/configflow/${body.data.id}?view=1`);
      expect(read.code).toBe(200);
      expect(read.data).toMatchObject({
        id: body.data.id,
        name: 'Tank farm',
        desc: 'North site',
        type: 1,
        publish: 0,
        isfromTemplate: 0,
        templateId: null,
        repertoryId: null,
        backgroundImage: '/admin/api/configflow/file/a.png',
        companyId: t.fixture.companies.customer,
      });
      expect(read.data.data).toEqual(screen);
    });

    it('strips code-bearing and network fields on save', async () => {
      const hostile = {
        ...screen,
        initJs: 'alert(1)',
        websocket: 'wss://evil.example',
        http: 'https://evil.example',
        pens: [
          {
            ...screen.pens[0],
            fnJs: 'alert(2)',
            events: [
              { type: 0, name: 'click', action: 5, value: 'alert(document.cookie)' },
              { type: 0, name: 'click', action: 6, value: 'globalFn' },
              { type: 0, name: 'click', action: 0, value: 'javascript:alert(1)' },
            ],
          },
        ],
      };
      const { data } = await create('dealerAdmin', { name: 'Hostile', type: 1, data: hostile });
      const stored = await t.testDb.db.kysely
        .selectFrom('configFlows')
        .select('content')
        .where('id', '=', data.id)
        .executeTakeFirstOrThrow();
      expect(stored.content).not.toMatch(/alert|evil\.example|initJs|fnJs|websocket/);
      const read = await as('dealerAdmin', 'GET', `/configflow/${data.id}`);
      expect(read.data.data.pens[0].events).toEqual([{ type: 0, name: 'click', action: 0 }]);
      expect(read.data.data.pens[0].text).toBe('Level');
    });

    it('answers 400 naming the field path of a bad document, in the caller language', async () => {
      const bad = { ...screen, pens: screen.pens.map((p, i) => (i === 3 ? { ...p, rotate: 999 } : p)) };
      const answer = await create('dealerAdmin', { name: 'Bad', type: 1, data: bad });
      expect(answer).toMatchObject({ code: 400, msg: expect.stringMatching(/^data\.pens\.3\.rotate: /) });
      const token = await t.tokenFor('dealerAdmin');
      const zh = await t.call({
        method: 'POST',
        url: '/admin/api/configflow',
        payload: { name: '', type: 1 },
        token,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh.body.msg).toBe('name：请输入名称');
      for (const [body, field] of [
        [{ name: ' ', type: 0 }, 'name'],
        [{ name: 'x'.repeat(65), type: 0 }, 'name'],
        [{ name: 'A', type: 2 }, 'type'],
        [{ name: 'A', type: 0, publish: 'yes' }, 'publish'],
        [{ name: 'A', type: 0, data: '{"pens":[]}' }, 'data'],
        [{ name: 'A', type: 0, image: 'javascript:alert(1)' }, 'image'],
        [{ name: 'A', type: 0, data: { version: 1, pens: [{ id: 'a', name: 'text', x: 0 }] } }, 'data.pens.0.y'],
      ] as const) {
        const reply = await create('dealerAdmin', body);
        expect(reply.code, JSON.stringify(body)).toBe(400);
        expect(reply.msg).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
      }
    });

    it('updates a flow, keeping what the body leaves out', async () => {
      const { data } = await create('dealerAdmin', { name: 'Editable', type: 0, desc: 'first' });
      const pens = [{ id: 'n', name: 'rectangle', x: 1, y: 2, width: 3, height: 4 }];
      const put = await as('dealerAdmin', 'PUT', '/configflow', { id: data.id, data: { version: 1, pens } });
      expect(put.code).toBe(200);
      const read = await as('dealerAdmin', 'GET', `/configflow/${data.id}`);
      expect(read.data).toMatchObject({ name: 'Editable', desc: 'first', type: 0 });
      expect(read.data.data.pens).toEqual([{ ...pens[0], type: 0 }]);
      expect((await as('dealerAdmin', 'PUT', '/configflow', { id: data.id, name: '' })).msg).toMatch(/^name: /);
    });

    it('publishes, unpublishes, saves as a copy and deletes', async () => {
      const { data } = await create('dealerAdmin', { name: 'Lifecycle', type: 1, data: screen });
      expect((await as('dealerAdmin', 'POST', `/configflow/publish/${data.id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/configflow/${data.id}`)).data.publish).toBe(1);
      expect((await as('dealerAdmin', 'POST', `/configflow/unpublish/${data.id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/configflow/${data.id}`)).data.publish).toBe(0);
      const copy = await as('dealerAdmin', 'POST', '/configflow/saveAs', { id: data.id, name: 'Lifecycle copy' });
      expect(copy.code).toBe(200);
      const read = await as('dealerAdmin', 'GET', `/configflow/${copy.data.id}`);
      expect(read.data).toMatchObject({ name: 'Lifecycle copy', publish: 0, type: 1 });
      expect(read.data.data).toEqual(screen);
      expect((await as('dealerAdmin', 'DELETE', `/configflow/${data.id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/configflow/${data.id}`)).code).toBe(404);
    });

    it("answers another company's flow like a missing one", async () => {
      for (const [method, url, body] of [
        ['GET', `/configflow/${otherFlow}`],
        ['PUT', '/configflow', { id: otherFlow, name: 'Mine now' }],
        ['DELETE', `/configflow/${otherFlow}`],
        ['POST', `/configflow/publish/${otherFlow}`],
        ['POST', '/configflow/saveAs', { id: otherFlow, name: 'Copy' }],
        ['GET', `/template/configflow/${otherFlow}`],
      ] as const) {
        const answer = await as('dealerAdmin', method, url, body);
        expect(answer.code, `${method} ${url}`).toBe(404);
        expect(answer.msg).toMatch(/^(configFlow|template) not found$/);
      }
      expect((await as('otherAdmin', 'GET', `/configflow/${otherFlow}`)).data.name).toBe('Steel flow');
    });

    it('answers 10500 without a token and 403 without the page button of the flow type', async () => {
      expect((await create(null, { name: 'A', type: 0 })).code).toBe(10500);
      expect((await as(null, 'GET', `/configflow/${otherFlow}`)).code).toBe(10500);
      expect((await create('viewer', { name: 'A', type: 0 })).code).toBe(403);
      expect((await create('nomenu', { name: 'A', type: 1 })).code).toBe(403);
      expect((await as('nomenu', 'GET', `/configflow/${otherFlow}`)).code).toBe(403);
      const foreign = await create('dealerAdmin', { name: 'A', type: 0, companyId: t.fixture.companies.other });
      expect(foreign).toMatchObject({ code: 404, msg: 'company not found' });
      // A role with the flow-chart editor only: flow charts yes, screens no.
      const k = t.testDb.db.kysely;
      const menus = await k
        .selectFrom('menus')
        .select('id')
        .where('componentName', '=', 'mineTopo')
        .where((eb) => eb.or([eb('button', 'is', null), eb('button', 'in', ['read', 'create', 'save'])]))
        .execute();
      await k
        .insertInto('roleMenus')
        .values(menus.map((m) => ({ roleId: t.fixture.roles.viewer, menuId: m.id })))
        .execute();
      const chart = await create('viewer', { name: 'Viewer chart', type: 0 });
      expect(chart.code).toBe(200);
      expect((await create('viewer', { name: 'Viewer screen', type: 1 })).code).toBe(403);
      expect((await create('viewer', { name: 'Published', type: 0, publish: 1 })).code).toBe(403);
      expect((await as('viewer', 'PUT', '/configflow', { id: chart.data.id, name: 'Renamed' })).code).toBe(200);
      expect((await as('viewer', 'DELETE', `/configflow/${chart.data.id}`)).code).toBe(403);
      expect((await as('viewer', 'POST', `/configflow/publish/${chart.data.id}`)).code).toBe(403);
    });

    it('takes a 2,000-pen screen, and refuses a body beyond the save limit', async () => {
      const pens = Array.from({ length: 2000 }, (_, i) => ({
        ...screen.pens[0],
        id: `pen-${i}`,
        x: (i % 50) * 30,
        y: Math.floor(i / 50) * 30,
      }));
      const big = { version: 1, pens };
      const size = JSON.stringify(big).length;
      // Measured: about 0.76 MB of JSON, well under CONFIG_FLOW_CONTENT_MAX.
      expect(size).toBeGreaterThan(500_000);
      const saved = await create('dealerAdmin', { name: 'Big screen', type: 1, data: big });
      expect(saved.code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/configflow/${saved.data.id}`)).data.data.pens).toHaveLength(2000);
      const huge = { version: 1, pens: [{ ...screen.pens[0], text: 'x'.repeat(9_000) }], pad: 'y'.repeat(10_000_000) };
      const refused = await create('dealerAdmin', { name: 'Huge', type: 1, data: huge });
      expect(refused.code).toBe(413);
    });
  });

  describe('templates and folders', () => {
    it('keeps templates apart from flows, and makes a flow from a template', async () => {
      const template = await create(
        'dealerAdmin',
        { name: 'Pump template', type: 1, data: screen },
        '/template/configflow',
      );
      expect(template.code).toBe(200);
      expect(names(await list('dealerAdmin', '?name=pump%20template'))).toEqual([]);
      const templates = await as('dealerAdmin', 'GET', '/template/configflow/list?type=1');
      expect(names(templates)).toEqual(['Pump template']);
      expect((await as('dealerAdmin', 'GET', `/configflow/${template.data.id}`)).code).toBe(404);
      const made = await create('dealerAdmin', { name: 'From template', type: 1, templateId: template.data.id });
      const read = await as('dealerAdmin', 'GET', `/configflow/${made.data.id}`);
      expect(read.data).toMatchObject({ templateId: template.data.id, isfromTemplate: 1 });
      expect(read.data.data).toEqual(screen);
      const foreign = await create('otherAdmin', { name: 'Steal', type: 1, templateId: template.data.id });
      expect(foreign.code).toBe(404);
      expect((await create('viewer', { name: 'T', type: 0 }, '/template/configflow')).code).toBe(403);
    });

    it('files flows in folders of their company', async () => {
      const folder = await as('dealerAdmin', 'POST', '/configflow/repertory', { name: 'North site' });
      expect(folder.code).toBe(200);
      const otherFolder = await as('otherAdmin', 'POST', '/configflow/repertory', { name: 'Steel' });
      const filed = await create('dealerAdmin', { name: 'Filed', type: 0, repertoryId: folder.data.id });
      expect(filed.code).toBe(200);
      expect((await create('dealerAdmin', { name: 'X', type: 0, repertoryId: otherFolder.data.id })).code).toBe(404);
      expect(names(await list('dealerAdmin', `?repertoryId=${folder.data.id}`))).toEqual(['Filed']);
      const folders = await as('dealerAdmin', 'POST', '/configflow/repertory/list');
      expect(folders.data).toEqual([
        { id: folder.data.id, name: 'North site', companyId: t.fixture.companies.dealer, flowCount: 1 },
      ]);
      expect(
        (await as('dealerAdmin', 'PUT', '/configflow/repertory', { id: folder.data.id, name: 'South' })).code,
      ).toBe(200);
      expect((await as('dealerAdmin', 'DELETE', `/configflow/repertory/${otherFolder.data.id}`)).code).toBe(404);
      expect((await as('dealerAdmin', 'DELETE', `/configflow/repertory/${folder.data.id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/configflow/${filed.data.id}`)).data.repertoryId).toBeNull();
      expect((await as('nomenu', 'POST', '/configflow/repertory', { name: 'Nope' })).code).toBe(403);
      expect((await as(null, 'POST', '/configflow/repertory/list')).code).toBe(10500);
    });
  });

  describe('GET /configflow/list', () => {
    it("lists the scope's flows newest first, with the company, and filters", async () => {
      const body = await list('dealerAdmin', '?pageIndex=1&pageCount=9999&name=flow');
      expect(body.code).toBe(200);
      expect(names(body)).toEqual(['Customer flow', 'Draft flow', 'Pump Room flow']);
      expect(body.data.records[0]).toMatchObject({ type: 0, publish: 1, companyName: 'Customer Water Works' });
      expect(body.data.records[0]).not.toHaveProperty('data');
      expect(names(await list('otherAdmin'))).toEqual(['Steel flow']);
      expect(names(await list('dealerAdmin', '?publish=1&type=0&name=o'))).toEqual(['Customer flow', 'Pump Room flow']);
      expect((await list('dealerAdmin', '?pageIndex=0')).msg).toMatch(/^pageIndex: /);
      expect((await list('dealerAdmin', '?type=3')).msg).toMatch(/^type: /);
      expect((await list(null)).code).toBe(10500);
      expect((await list('nomenu')).code).toBe(403);
      expect((await list('viewer')).code).toBe(200);
    });
  });

  describe('binding a flow to a device', () => {
    it("binds a flow in scope and answers 404 for another company's flow", async () => {
      const { id } = await device('dealerAdmin');
      const flow = (await list('dealerAdmin', '?name=pump%20room')).data.records[0].id as number;
      const bind = (flowId: number) =>
        as(
          'dealerAdmin',
          'POST',
          `/device/bindConfigFlowUrl/${id}?configFlowId=${flowId}&url=/workspace%3Fisid%3D${flowId}`,
        );
      expect((await bind(flow)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/device/${id}`)).data).toMatchObject({
        configFlowId: flow,
        configFlowUrl: `/workspace?isid=${flow}`,
      });
      expect((await bind(otherFlow)).code).toBe(404);
      expect((await as('dealerAdmin', 'GET', `/device/${id}`)).data.configFlowId).toBe(flow);
    });
  });
});
