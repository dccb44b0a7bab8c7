import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from '../devices/test/api.js';

describe.each(DIALECTS)('configuration flows on %s', (dialect) => {
  let t: TestApp;
  const { as, device } = apiOf(() => t);
  const list = (user: Parameters<typeof as>[0], query = '') => as(user, 'GET', `/configflow/list${query}`);
  const create = async (user: Parameters<typeof as>[0], body: Record<string, unknown>) => {
    t.clock.advance(1000);
    return as(user, 'POST', '/configflow', body);
  };
  const names = (body: { data: { records: { name: string }[] } }) => body.data.records.map((r) => r.name);
  let otherFlow: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await create('dealerAdmin', { name: 'Pump Room flow', type: 0, publish: 1, content: { pens: [] } });
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

  describe('POST /configflow', () => {
    it('creates a flow of the caller company and keeps its document', async () => {
      const body = await create('customerAdmin', { name: '  Tank farm  ', type: 1, content: { pens: [{ id: 'a' }] } });
      expect(body.code).toBe(200);
      const row = await t.testDb.db.kysely
        .selectFrom('configFlows')
        .selectAll()
        .where('id', '=', body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Tank farm', type: 1, publish: 0, companyId: t.fixture.companies.customer });
      expect(JSON.parse(row.content)).toEqual({ pens: [{ id: 'a' }] });
    });

    it('answers 400 naming the field', async () => {
      for (const [body, field] of [
        [{ name: ' ', type: 0 }, 'name'],
        [{ name: 'x'.repeat(65), type: 0 }, 'name'],
        [{ name: 'A', type: 2 }, 'type'],
        [{ name: 'A', type: 0, publish: 'yes' }, 'publish'],
        [{ name: 'A', type: 0, content: '{"pens":[]}' }, 'content'],
      ] as const) {
        const answer = await create('dealerAdmin', body);
        expect(answer.code, JSON.stringify(body)).toBe(400);
        expect(answer.msg).toMatch(new RegExp(`^${field}: `));
      }
    });

    it("answers 10500 without a token, 403 without the editor's create button, 404 for another company", async () => {
      expect((await create(null, { name: 'A', type: 0 })).code).toBe(10500);
      expect((await create('viewer', { name: 'A', type: 0 })).code).toBe(403);
      expect((await create('nomenu', { name: 'A', type: 1 })).code).toBe(403);
      const foreign = await create('dealerAdmin', { name: 'A', type: 0, companyId: t.fixture.companies.other });
      expect(foreign).toMatchObject({ code: 404, msg: 'company not found' });
    });
  });

  describe('GET /configflow/list', () => {
    it("lists the scope's flows (a dealer's with its customers') newest first, with the company", async () => {
      const body = await list('dealerAdmin', '?pageIndex=1&pageCount=9999');
      expect(body.code).toBe(200);
      expect(names(body)).toEqual(['Tank farm', 'Customer flow', 'Plant screen', 'Draft flow', 'Pump Room flow']);
      expect(body.data).toMatchObject({ total: 5, pageIndex: 1, pageCount: 9999 });
      expect(body.data.records[1]).toMatchObject({
        type: 0,
        publish: 1,
        companyName: 'Customer Water Works',
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
      expect(body.data.records[0]).not.toHaveProperty('content');
      expect(names(await list('customerAdmin', '?pageCount=9999'))).toEqual(['Tank farm', 'Customer flow']);
      expect(names(await list('otherAdmin'))).toEqual(['Steel flow']);
      expect(names(await list('root', '?name=steel'))).toEqual(['Steel flow']);
    });

    it('filters by publish, type and name, and pages', async () => {
      expect(names(await list('dealerAdmin', '?publish=1'))).toEqual([
        'Customer flow',
        'Plant screen',
        'Pump Room flow',
      ]);
      expect(names(await list('dealerAdmin', '?publish=1&type=0'))).toEqual(['Customer flow', 'Pump Room flow']);
      expect(names(await list('dealerAdmin', '?type=1&publish='))).toEqual(['Tank farm', 'Plant screen']);
      expect(names(await list('dealerAdmin', '?name=ROOM'))).toEqual(['Pump Room flow']);
      expect(names(await list('dealerAdmin', '?name=50%25'))).toEqual([]);
      const second = await list('dealerAdmin', '?pageIndex=2&pageCount=3');
      expect(names(second)).toEqual(['Draft flow', 'Pump Room flow']);
      expect(second.data.total).toBe(5);
    });

    it('answers 400 naming the field, 10500 without a token and 403 without any page', async () => {
      expect((await list('dealerAdmin', '?pageIndex=0')).msg).toMatch(/^pageIndex: /);
      expect((await list('dealerAdmin', '?pageCount=abc')).msg).toMatch(/^pageCount: /);
      expect((await list('dealerAdmin', '?publish=2')).msg).toMatch(/^publish: /);
      expect((await list('dealerAdmin', '?type=3')).msg).toMatch(/^type: /);
      expect((await list(null)).code).toBe(10500);
      expect((await list('nomenu')).code).toBe(403);
      expect((await list('viewer')).code).toBe(200);
    });
  });

  describe('binding a flow to a device', () => {
    it("binds a flow in scope and answers 404 for another company's flow", async () => {
      const { id } = await device('dealerAdmin');
      const flow = (await list('dealerAdmin', '?name=pump')).data.records[0].id as number;
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
      expect(await bind(otherFlow)).toMatchObject({ code: 404, msg: 'configFlow not found' });
      expect((await as('dealerAdmin', 'GET', `/device/${id}`)).data.configFlowId).toBe(flow);
    });
  });
});
