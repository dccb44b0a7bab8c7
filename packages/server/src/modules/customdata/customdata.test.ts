import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';
import { createPointWriter } from '../../telemetry/point-writer.js';
import { createCustomDataService, type HistoryReader } from './customdata.service.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(DIALECTS)('custom data on %s', (dialect) => {
  let t: TestApp;
  let varDealer: number;
  let varOther: number;
  let rep: number;
  let repOther: number;
  let otherItem: number;

  const as = async (user: FixtureUser | null, method: Method, url: string, payload?: object) =>
    (
      await t.call({
        method,
        url: `/admin/api${url}`,
        payload,
        token: user ? await t.tokenFor(user) : undefined,
      })
    ).body;

  async function variableOf(companyId: number, identity: string): Promise<number> {
    const k = t.testDb.db.kysely;
    const now = t.clock.now();
    const device = await k
      .insertInto('devices')
      .values({ companyId, name: identity, identity, scanCycle: 60, secretHash: 'x', createdAt: now } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    const variable = await k
      .insertInto('variables')
      .values({
        deviceId: device.id,
        name: 'counter',
        dataType: 'float',
        decimalPlaces: 2,
        varType1: 0,
        createdAt: now,
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    return variable.id;
  }

  const item = (name: string, type: number, config: object, repertoryId = rep) => ({ repertoryId, name, type, config });
  const create = async (body: object, user: FixtureUser = 'dealerAdmin') => as(user, 'POST', '/customdata', body);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    varDealer = await variableOf(t.fixture.companies.dealer, 'GW-DEALER');
    varOther = await variableOf(t.fixture.companies.other, 'GW-OTHER');
    rep = (await as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'Plant' })).data.id;
    repOther = (await as('otherAdmin', 'POST', '/customdata/repertory', { name: 'Elsewhere' })).data.id;
    otherItem = (await create(item('Other constant', 4, { value: 1 }, repOther), 'otherAdmin')).data.id;
  });
  afterAll(() => t.close());

  describe('repertories', () => {
    it('creates, nests, renames and lists them as a tree with counts', async () => {
      const child = await as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'Line 1', parentId: rep });
      expect(child.code).toBe(200);
      await create(item('In child', 4, { value: 3 }, child.data.id));
      expect(
        (await as('dealerAdmin', 'PUT', '/customdata/repertory', { id: child.data.id, name: 'Line A' })).code,
      ).toBe(200);
      const tree = await as('dealerAdmin', 'POST', '/customdata/getTree');
      expect(tree.code).toBe(200);
      const plant = tree.data.repertories.find((r: { id: number }) => r.id === rep);
      expect(plant.children).toEqual([expect.objectContaining({ name: 'Line A', count: 1, total: 1 })]);
      expect(plant.total).toBe(plant.count + 1);
      expect(tree.data.repertories.some((r: { id: number }) => r.id === repOther)).toBe(false);
    });

    it('lets any user with a session read the tree of their companies', async () => {
      const tree = await as('viewer', 'POST', '/customdata/getTree');
      expect(tree.code).toBe(200);
      expect(tree.data.repertories.map((r: { id: number }) => r.id)).toContain(rep);
    });

    it('refuses bad input naming the field', async () => {
      expect((await as('dealerAdmin', 'POST', '/customdata/repertory', { name: '' })).msg).toMatch(/^name: /);
      expect((await as('dealerAdmin', 'PUT', '/customdata/repertory', { name: 'x' })).msg).toMatch(/^id: /);
    });

    it('needs a session and the cusDataShare buttons', async () => {
      expect((await as(null, 'POST', '/customdata/getTree')).code).toBe(10500);
      expect((await as(null, 'POST', '/customdata/repertory', { name: 'x' })).code).toBe(10500);
      expect((await as('viewer', 'POST', '/customdata/repertory', { name: 'x' })).code).toBe(403);
      expect((await as('nomenu', 'PUT', '/customdata/repertory', { id: rep, name: 'x' })).code).toBe(403);
      expect((await as('viewer', 'DELETE', `/customdata/repertory/${rep}`)).code).toBe(403);
    });

    it("answers 404 for another company's repertory", async () => {
      expect((await as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'x', parentId: repOther })).code).toBe(
        404,
      );
      expect((await as('dealerAdmin', 'PUT', '/customdata/repertory', { id: repOther, name: 'x' })).code).toBe(404);
      expect((await as('dealerAdmin', 'DELETE', `/customdata/repertory/${repOther}`)).code).toBe(404);
      expect(
        (await as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'x', companyId: t.fixture.companies.other }))
          .code,
      ).toBe(404);
    });

    it('refuses to delete a repertory that holds data, and deletes an empty one', async () => {
      const body = await as('dealerAdmin', 'DELETE', `/customdata/repertory/${rep}`);
      expect(body).toMatchObject({ code: 400, msg: expect.stringMatching(/^id: .*holds data/) });
      const empty = (await as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'Empty' })).data.id;
      expect((await as('dealerAdmin', 'DELETE', `/customdata/repertory/${empty}`)).code).toBe(200);
    });

    it('refuses to move a repertory inside itself', async () => {
      const child = (await as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'Sub', parentId: rep })).data.id;
      const body = await as('dealerAdmin', 'PUT', '/customdata/repertory', { id: rep, parentId: child });
      expect(body).toMatchObject({ code: 400, msg: expect.stringMatching(/^parentId: /) });
    });
  });

  describe('POST /customdata', () => {
    it('creates each of the seven types and gives them back', async () => {
      const configs: [number, object][] = [
        [0, { fn: 'avg', inputs: [{ kind: 'variable', id: varDealer }] }],
        [
          1,
          {
            expression: 'x * 2 + 温度',
            bindings: { x: { kind: 'variable', id: varDealer }, 温度: { kind: 'customdata', id: 0 } },
          },
        ],
        [2, { variableId: varDealer, timeType: 4, startTime: 1000, endTime: 2000 }],
        [3, { intervalSeconds: 60, start: 0, mode: 'elapsed' }],
        [4, { value: 12.5 }],
        [5, { format: 'YYYY-MM-DD HH:mm' }],
        [6, { min: 1, max: 9, decimalPlaces: 1 }],
      ];
      const constant = (await create(item('Base', 4, { value: 1 }))).data.id;
      for (const [type, config] of configs) {
        const withRef = type === 1 ? JSON.parse(JSON.stringify(config).replace('"id":0', `"id":${constant}`)) : config;
        const body = await create({ ...item(`Type ${type}`, type, withRef), unit: 'kW', description: 'd' });
        expect(body.code, body.msg).toBe(200);
        const detail = await as('viewer', 'GET', `/customdata/${body.data.id}`);
        expect(detail.data).toMatchObject({
          id: body.data.id,
          repertoryId: rep,
          deviceId: null,
          type,
          unit: 'kW',
          config: withRef,
        });
      }
    });

    it('refuses bad configs naming the field and the position', async () => {
      const bad = async (type: number, config: object) => (await create(item('Bad', type, config))).msg;
      expect(await bad(1, { expression: 'x + (1', bindings: { x: { kind: 'variable', id: varDealer } } })).toBe(
        "config.expression: expected ')', found end of expression at position 6",
      );
      expect(await bad(1, { expression: 'x + y', bindings: { x: { kind: 'variable', id: varDealer } } })).toBe(
        'config.bindings: no binding for y',
      );
      expect(await bad(1, { expression: 'constructor.constructor("x")()', bindings: {} })).toMatch(/property access/);
      expect(await bad(0, { fn: 'avg', inputs: [] })).toMatch(/^config\.inputs: /);
      expect(await bad(0, { fn: 'eval', inputs: [{ kind: 'variable', id: varDealer }] })).toMatch(/^config\.fn: /);
      expect(await bad(6, { min: 5, max: 1 })).toMatch(/^config\.min: /);
      expect(await bad(2, { variableId: varDealer, timeType: 4 })).toMatch(/^config\.startTime: /);
      expect(await bad(9, {})).toMatch(/^type: /);
      expect((await create({ name: 'x', type: 4, config: { value: 1 } })).msg).toMatch(/^repertoryId: /);
    });

    it("answers 404 for another company's repertory, variable or custom data", async () => {
      expect((await create(item('x', 4, { value: 1 }, repOther))).code).toBe(404);
      expect((await create(item('x', 0, { fn: 'sum', inputs: [{ kind: 'variable', id: varOther }] }))).code).toBe(404);
      const viaOther = { expression: 'o', bindings: { o: { kind: 'customdata', id: otherItem } } };
      expect((await create(item('x', 1, viaOther))).code).toBe(404);
    });

    it('needs a session and cusDataShare:create', async () => {
      expect((await as(null, 'POST', '/customdata', item('x', 4, { value: 1 }))).code).toBe(10500);
      expect((await create(item('x', 4, { value: 1 }), 'viewer')).code).toBe(403);
      expect((await create(item('x', 4, { value: 1 }), 'nomenu')).code).toBe(403);
    });
  });

  describe('POST /customdata/getPage and GET /customdata/{id}', () => {
    it('pages the items of a repertory, filtered by name, 15 by default', async () => {
      const body = await as('viewer', 'POST', '/customdata/getPage', { param: { repertoryId: rep, name: 'TYPE 1' } });
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ total: 1, pageSize: 15, records: [{ name: 'Type 1', type: 1, unit: 'kW' }] });
      expect(body.data.records[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const all = await as('dealerAdmin', 'POST', '/customdata/getPage', {});
      expect(all.data.records.every((r: { id: number }) => r.id !== otherItem)).toBe(true);
    });

    it('refuses bad input, a missing session and other companies', async () => {
      expect((await as('viewer', 'POST', '/customdata/getPage', { pageSize: 0 })).msg).toMatch(/^pageSize: /);
      expect((await as(null, 'POST', '/customdata/getPage', {})).code).toBe(10500);
      expect((await as('dealerAdmin', 'POST', '/customdata/getPage', { param: { repertoryId: repOther } })).code).toBe(
        404,
      );
      expect((await as('viewer', 'GET', '/customdata/abc')).msg).toMatch(/^id: /);
      expect((await as(null, 'GET', `/customdata/${otherItem}`)).code).toBe(10500);
      expect((await as('dealerAdmin', 'GET', `/customdata/${otherItem}`)).code).toBe(404);
      expect((await as('otherAdmin', 'GET', `/customdata/${otherItem}`)).code).toBe(200);
    });
  });

  describe('PUT /customdata', () => {
    it('sets a constant with the spec call {id, name, value, type: 4}', async () => {
      const id = (await create(item('Setpoint', 4, { value: 1 }))).data.id;
      expect((await as('dealerAdmin', 'PUT', '/customdata', { id, name: 'Setpoint 2', value: 42, type: 4 })).code).toBe(
        200,
      );
      const detail = (await as('dealerAdmin', 'GET', `/customdata/${id}`)).data;
      expect(detail).toMatchObject({ name: 'Setpoint 2', value: 42, config: { value: 42 } });
    });

    it('refuses a value on a non-constant and a new type without its config', async () => {
      const id = (await create(item('Clock', 5, { format: 'HH:mm' }))).data.id;
      expect((await as('dealerAdmin', 'PUT', '/customdata', { id, value: 1 })).msg).toMatch(/^value: /);
      expect((await as('dealerAdmin', 'PUT', '/customdata', { id, type: 4 })).msg).toMatch(/^config: /);
      expect((await as('dealerAdmin', 'PUT', '/customdata', { name: 'x' })).msg).toMatch(/^id: /);
    });

    it('refuses a circular reference naming the cycle', async () => {
      const a = (await create(item('A', 0, { fn: 'sum', inputs: [{ kind: 'variable', id: varDealer }] }))).data.id;
      const b = (await create(item('B', 0, { fn: 'sum', inputs: [{ kind: 'customdata', id: a }] }))).data.id;
      const body = await as('dealerAdmin', 'PUT', '/customdata', {
        id: a,
        type: 1,
        config: { expression: 'b + 1', bindings: { b: { kind: 'customdata', id: b } } },
      });
      expect(body).toMatchObject({ code: 400, msg: 'config: circular reference A → B → A' });
      const self = await as('dealerAdmin', 'PUT', '/customdata', {
        id: a,
        config: { fn: 'sum', inputs: [{ kind: 'customdata', id: a }] },
      });
      expect(self.msg).toBe('config: circular reference A → A');
    });

    it('needs cusDataShare:update and answers 404 for other companies', async () => {
      expect((await as(null, 'PUT', '/customdata', { id: otherItem, value: 1 })).code).toBe(10500);
      expect((await as('viewer', 'PUT', '/customdata', { id: otherItem, value: 1 })).code).toBe(403);
      expect((await as('nomenu', 'PUT', '/customdata', { id: otherItem, value: 1 })).code).toBe(403);
      expect((await as('dealerAdmin', 'PUT', '/customdata', { id: otherItem, value: 1, type: 4 })).code).toBe(404);
    });
  });

  describe('DELETE /customdata/{id}', () => {
    it('deletes an item, but not one another item reads', async () => {
      const base = (await create(item('Read', 4, { value: 1 }))).data.id;
      const reader = (await create(item('Reader', 0, { fn: 'max', inputs: [{ kind: 'customdata', id: base }] }))).data
        .id;
      expect(await as('dealerAdmin', 'DELETE', `/customdata/${base}`)).toMatchObject({
        code: 400,
        msg: 'id: read by Reader',
      });
      expect((await as('dealerAdmin', 'DELETE', `/customdata/${reader}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'DELETE', `/customdata/${base}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/customdata/${base}`)).code).toBe(404);
    });

    it('refuses bad ids, missing sessions, missing buttons and other companies', async () => {
      expect((await as('dealerAdmin', 'DELETE', '/customdata/0')).msg).toMatch(/^id: /);
      expect((await as(null, 'DELETE', `/customdata/${otherItem}`)).code).toBe(10500);
      expect((await as('viewer', 'DELETE', `/customdata/${otherItem}`)).code).toBe(403);
      expect((await as('nomenu', 'DELETE', `/customdata/${otherItem}`)).code).toBe(403);
      expect((await as('dealerAdmin', 'DELETE', `/customdata/${otherItem}`)).code).toBe(404);
    });
  });

  describe('POST /customdata/getDiffValue', () => {
    it('gives last − first of a counter stored today, through the real point storage', async () => {
      const writer = createPointWriter(t.testDb.db);
      const today = Date.UTC(2026, 10, 22);
      await writer.write([
        { seriesId: varDealer, ts: today - 3_600_000, value: 7, text: null },
        { seriesId: varDealer, ts: today + 1_800_000, value: 100, text: null },
        { seriesId: varDealer, ts: today + 5_400_000, value: 130.5, text: null },
      ]);
      const body = await as('viewer', 'POST', '/customdata/getDiffValue', { variableId: varDealer, timeType: 0 });
      expect(body).toMatchObject({ code: 200, data: { value: 30.5 } });
    });

    it('gives last − first of the variable over the period, read through the history reader', async () => {
      const asked: [number, number, number][] = [];
      const history: HistoryReader = {
        firstAndLast: (variableId, from, to) => {
          asked.push([variableId, from, to]);
          return Promise.resolve(variableId === varDealer ? { first: 100.25, last: 130.5 } : undefined);
        },
      };
      const ctx = {
        db: t.testDb.db,
        config: { ...t.config, timeZone: 'Asia/Shanghai' },
        log: t.app.log,
        now: t.clock.now,
      };
      const service = createCustomDataService(ctx, { history });
      const user = (await t.app.services.users.getById(t.fixture.users.dealerAdmin))!;
      const auth = await t.app.services.access.contextFor(user, 0);
      expect(await service.diffValue(auth, { variableId: varDealer, timeType: 0, decimalPlaces: 1 })).toEqual({
        value: 30.3,
      });
      // The test clock is 2026-11-22 10:00 in Shanghai: today starts at 00:00 there.
      expect(asked[0]).toEqual([
        varDealer,
        Date.parse('2026-11-22T00:00:00+08:00'),
        Date.parse('2026-11-23T00:00:00+08:00'),
      ]);
      const stat = (
        await create(item('Stat', 2, { variableId: varDealer, timeType: 4, startTime: 1000, endTime: 5000 }))
      ).data.id;
      expect(await service.diffValue(auth, { dataId: stat, decimalPlaces: 2 })).toEqual({ value: 30.25 });
      expect(asked[1]).toEqual([varDealer, 1000, 5000]);
    });

    it('refuses bad input, a missing session and other companies', async () => {
      expect(
        (await as('viewer', 'POST', '/customdata/getDiffValue', { variableId: varDealer, timeType: 9 })).msg,
      ).toMatch(/^timeType: /);
      expect((await as('viewer', 'POST', '/customdata/getDiffValue', { timeType: 0 })).msg).toMatch(/^variableId: /);
      expect((await as(null, 'POST', '/customdata/getDiffValue', { variableId: varDealer, timeType: 0 })).code).toBe(
        10500,
      );
      expect(
        (await as('dealerAdmin', 'POST', '/customdata/getDiffValue', { variableId: varOther, timeType: 0 })).code,
      ).toBe(404);
      expect((await as('dealerAdmin', 'POST', '/customdata/getDiffValue', { dataId: otherItem })).code).toBe(404);
    });
  });
});
