import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, PASSWORD, type TestApp } from '../../test/harness.js';
import { shareWorld, type ShareWorld, type Who } from './test/world.js';

describe.each(DIALECTS)('shares on %s', (dialect) => {
  let t: TestApp;
  let w: ShareWorld;
  let otherArchive: number;
  let customerArchive: number;
  const targetsOf = async (archive: number): Promise<unknown> =>
    (await w.as('dealerAdmin', 'GET', `/share/targets?kind=archive&thingId=${archive}`)).data;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await shareWorld(t);
    otherArchive = (await w.as('otherAdmin', 'POST', '/device/archives', { name: 'Other' })).data.id;
    customerArchive = (
      await w.as('dealerAdmin', 'POST', '/device/archives', {
        name: 'Customer',
        companyId: t.fixture.companies.customer,
      })
    ).data.id;
  });
  afterAll(() => t.close());

  describe('PUT /share and GET /share/targets', () => {
    it('replaces the targets, keeping who shared the ones that stay', async () => {
      const { author, reader, editor } = w.users;
      const first = [
        { type: 1, id: reader },
        { type: 2, id: w.ops },
      ];
      expect((await w.as(author, 'PUT', '/share', { kind: 'archive', thingId: w.archive, targets: first })).code).toBe(
        200,
      );
      t.clock.advance(60_000);
      const next = { kind: 'archive', thingId: w.archive, targets: [...first.slice(1), { type: 3, id: w.readers }] };
      expect((await w.as('dealerAdmin', 'PUT', '/share', next)).code).toBe(200);
      expect(await targetsOf(w.archive)).toEqual([
        { type: 2, id: w.ops, name: 'Ops' },
        { type: 3, id: w.readers, name: 'Readers' },
      ]);
      const mine = (await w.as(author, 'GET', '/share/list?kind=archive&scope=others')).data.records;
      expect(mine.map((r: { targets: unknown }) => r.targets)).toEqual([[{ type: 2, id: w.ops, name: 'Ops' }]]);
      const again = {
        kind: 'archive',
        thingId: w.archive,
        targets: [
          { type: 1, id: editor },
          { type: 1, id: editor },
        ],
      };
      expect((await w.as(author, 'PUT', '/share', again)).code).toBe(200);
      expect(await targetsOf(w.archive)).toEqual([{ type: 1, id: editor, name: 'editor nick' }]);
    });

    it('lets the creator or an archive editor share; a user who only sees it gets 403', async () => {
      const { author, reader, editor, outsider } = w.users;
      const body = (targets: object[]) => ({ kind: 'archive', thingId: w.archive, targets });
      expect((await w.as(author, 'PUT', '/share', body([{ type: 1, id: reader }]))).code).toBe(200);
      expect((await w.as(editor, 'PUT', '/share', body([{ type: 1, id: reader }]))).code).toBe(404);
      expect((await w.as(reader, 'PUT', '/share', body([{ type: 1, id: outsider }]))).code).toBe(403);
      expect((await w.as(reader, 'GET', `/share/targets?kind=archive&thingId=${w.archive}`)).code).toBe(403);
      // Once the editor sees the archive, its update permission lets it share.
      expect((await w.as(author, 'PUT', '/share', body([{ type: 1, id: editor }]))).code).toBe(200);
      expect(
        (
          await w.as(
            editor,
            'PUT',
            '/share',
            body([
              { type: 1, id: editor },
              { type: 1, id: reader },
            ]),
          )
        ).code,
      ).toBe(200);
    });

    it('refuses bad input naming the field, and answers 10500', async () => {
      const put = (payload: object) => w.as('dealerAdmin', 'PUT', '/share', payload);
      expect((await put({ kind: 'weather', thingId: w.archive, targets: [] })).msg).toMatch(/^kind: /);
      expect((await put({ kind: 'archive', targets: [] })).msg).toMatch(/^thingId: /);
      expect((await put({ kind: 'archive', thingId: w.archive, targets: [{ type: 4, id: 1 }] })).msg).toMatch(
        /^targets.0.type: /,
      );
      expect((await put({ kind: 'archive', thingId: w.archive, targets: [{ type: 1 }] })).msg).toMatch(
        /^targets.0.id: /,
      );
      expect((await w.as('dealerAdmin', 'GET', '/share/targets?kind=archive')).msg).toMatch(/^thingId: /);
      expect((await w.as(null, 'PUT', '/share', { kind: 'archive', thingId: w.archive, targets: [] })).code).toBe(
        10500,
      );
      expect((await w.as(null, 'GET', `/share/targets?kind=archive&thingId=${w.archive}`)).code).toBe(10500);
    });

    it("answers 404 for another company's archive and for targets outside the archive's company", async () => {
      const put = (thingId: number, targets: object[]) =>
        w.as('dealerAdmin', 'PUT', '/share', { kind: 'archive', thingId, targets });
      expect((await put(otherArchive, [])).code).toBe(404);
      expect((await w.as('dealerAdmin', 'GET', `/share/targets?kind=archive&thingId=${otherArchive}`)).code).toBe(404);
      const foreign = [
        [{ type: 1, id: t.fixture.users.otherUser }, 'user not found'],
        [{ type: 1, id: w.users.customerUser }, 'user not found'],
        [{ type: 2, id: w.customerDept }, 'department not found'],
        [{ type: 3, id: w.customerRole }, 'role not found'],
        [{ type: 3, id: t.fixture.roles.companyAdmin }, 'role not found'],
        [{ type: 1, id: 999_999 }, 'user not found'],
      ] as const;
      for (const [target, msg] of foreign) {
        const body = await put(w.archive, [target]);
        expect([body.code, body.msg]).toEqual([404, msg]);
      }
      // The customer's own people are the targets of the customer's archive.
      expect((await put(customerArchive, [{ type: 2, id: w.customerDept }])).code).toBe(200);
    });
  });

  describe('GET /share/list', () => {
    it('lists what is shared with me and by me, with sharer, targets and time, filtered and paged', async () => {
      const { author, reader } = w.users;
      await w.as('dealerAdmin', 'PUT', '/share', { kind: 'archive', thingId: w.archive, targets: [] });
      const first = (await w.as(author, 'POST', '/device/archives', { name: 'Spare pump' })).data.id;
      const second = (await w.as(author, 'POST', '/device/archives', { name: 'Second tank' })).data.id;
      await w.as(author, 'PUT', '/share', { kind: 'archive', thingId: first, targets: [{ type: 1, id: reader }] });
      t.clock.advance(60_000);
      await w.as(author, 'PUT', '/share', { kind: 'archive', thingId: second, targets: [{ type: 2, id: w.ops }] });
      const mine = (await w.as(reader, 'GET', '/share/list?kind=archive&scope=mine&pageSize=1')).data;
      expect(mine).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
      expect(mine.records).toEqual([
        {
          kind: 'archive',
          thingId: second,
          name: 'Second tank',
          companyName: 'Dealer Automation Ltd',
          sharedBy: { id: author, name: 'author nick' },
          sharedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          targets: [{ type: 2, id: w.ops, name: 'Ops' }],
        },
      ]);
      const named = (await w.as(reader, 'GET', '/share/list?kind=archive&scope=mine&name=PUMP')).data;
      expect(named.records.map((r: { thingId: number }) => r.thingId)).toEqual([first]);
      const byMe = (await w.as(author, 'GET', '/share/list?kind=archive&scope=others')).data;
      expect(byMe.records.map((r: { thingId: number }) => r.thingId)).toEqual([second, first]);
      expect(byMe.records[1]).toMatchObject({ sharedBy: { id: author }, targets: [{ type: 1, id: reader }] });
      expect((await w.as('dealerAdmin', 'GET', '/share/list?kind=archive&scope=others')).data.total).toBe(1);
    });

    it('refuses bad input naming the field, and answers 10500 and 403', async () => {
      expect((await w.as(w.users.reader, 'GET', '/share/list?kind=archive&scope=all')).msg).toMatch(/^scope: /);
      expect((await w.as(w.users.reader, 'GET', '/share/list?scope=mine')).msg).toMatch(/^kind: /);
      expect((await w.as(null, 'GET', '/share/list?kind=archive&scope=mine')).code).toBe(10500);
      expect((await w.as('viewer', 'GET', '/share/list?kind=archive&scope=mine')).code).toBe(403);
    });
  });

  describe('GET /share/candidates', () => {
    it("lists the users (but me), departments and roles of my company, or of the archive's", async () => {
      const names = async (who: Who, query: string) => {
        const { records } = (await w.as(who, 'GET', `/share/candidates?${query}`)).data as {
          records: { name: string }[];
        };
        return records.map((r) => r.name);
      };
      const users = await names(w.users.author, 'type=1&pageSize=50');
      expect(users).toContain('reader nick');
      expect(users).not.toContain('author nick');
      expect(users).not.toContain('customer-user nick');
      expect(users).not.toContain('otheruser');
      const page = (await w.as(w.users.author, 'GET', '/share/candidates?type=1&name=READ')).data;
      expect(page).toMatchObject({
        total: 1,
        pageSize: 8,
        records: [{ type: 1, name: 'reader nick', note: 'reader' }],
      });
      expect(await names(w.users.author, 'type=2')).toEqual(['Ops']);
      expect(await names(w.users.author, 'type=3')).toEqual(['Authors', 'Editors', 'Readers', 'Viewer']);
      const ofArchive = `kind=archive&thingId=${customerArchive}`;
      expect(await names('dealerAdmin', `type=2&${ofArchive}`)).toEqual(['Customer dept']);
      expect(await names('dealerAdmin', `type=3&${ofArchive}`)).toEqual(['Customer role']);
    });

    it('refuses bad input naming the field, and answers 10500, 403 and 404', async () => {
      const get = (who: Who, query: string) => w.as(who, 'GET', `/share/candidates?${query}`);
      expect((await get(w.users.author, 'name=x')).msg).toMatch(/^type: /);
      expect((await get(w.users.author, 'type=1&kind=archive')).msg).toBe('thingId: kind and thingId go together');
      expect((await get(null, 'type=1')).code).toBe(10500);
      expect((await get('nomenu', 'type=1')).code).toBe(403);
      const toReader = [{ type: 1, id: w.users.reader }];
      await w.as(w.users.author, 'PUT', '/share', { kind: 'archive', thingId: w.archive, targets: toReader });
      expect((await get(w.users.reader, `type=1&kind=archive&thingId=${w.archive}`)).code).toBe(403);
      expect((await get('dealerAdmin', `type=1&kind=archive&thingId=${otherArchive}`)).code).toBe(404);
    });
  });

  describe('deleting a target', () => {
    it('drops the shares with a deleted user, department or role', async () => {
      const { dealer } = t.fixture.companies;
      const made = async (url: string, payload: object): Promise<number> =>
        ((await w.as('dealerAdmin', 'POST', url, payload)).data as { id: number }).id;
      const dept = await made('/dept', { name: 'Shift B', companyId: dealer });
      const role = await made('/role', { name: 'Night shift', companyId: dealer });
      const user = await made('/user', {
        nickName: 'leaver nick',
        username: 'leaver',
        password: PASSWORD,
        companyId: dealer,
        roleIds: [],
      });
      const archive = await made('/device/archives', { name: 'Leaving' });
      const targets = [
        { type: 1, id: user },
        { type: 2, id: dept },
        { type: 3, id: role },
        { type: 1, id: w.users.reader },
      ];
      await w.as('dealerAdmin', 'PUT', '/share', { kind: 'archive', thingId: archive, targets });
      for (const url of [`/user/${user}`, `/dept/${dept}`, `/role/${role}`]) {
        expect((await w.as('dealerAdmin', 'DELETE', url)).code).toBe(200);
      }
      expect(await targetsOf(archive)).toEqual([{ type: 1, id: w.users.reader, name: 'reader nick' }]);
      const rows = await t.testDb.db.kysely
        .selectFrom('shares')
        .select('targetId')
        .where('thingId', '=', archive)
        .execute();
      expect(rows).toEqual([{ targetId: w.users.reader }]);
    });
  });
});
