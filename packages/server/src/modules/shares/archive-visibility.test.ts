import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { shareWorld, type ShareWorld, type Who } from './test/world.js';

/** Administrators see every archive of their scope; a user its own and those shared with it. */
describe.each(DIALECTS)('archive visibility on %s', (dialect) => {
  let t: TestApp;
  let w: ShareWorld;

  /** The archive ids the list, the device picker's two list calls and the detail call give `who`. */
  async function seen(who: Who, archive = w.archive) {
    const ids = async (url: string) => ((await w.as(who, 'GET', url)).data as { id: number }[]).map((a) => a.id);
    const detail = await w.as(who, 'GET', `/device/archives/${archive}`);
    return {
      list: (await ids('/device/archives')).includes(archive),
      picker: (await ids('/device/archives?pageSize=500')).includes(archive),
      three: (await ids('/device/devicesListThree?hasDevice=0')).includes(archive),
      detail: detail.code === 200 ? true : detail.code === 404 ? false : detail.code,
    };
  }
  const everywhere = { list: true, picker: true, three: true, detail: true };
  const nowhere = { list: false, picker: false, three: false, detail: false };
  const shareWith = (targets: object[], archive = w.archive) =>
    w.as(w.users.author, 'PUT', '/share', { kind: 'archive', thingId: archive, targets });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await shareWorld(t);
  });
  afterAll(() => t.close());

  it('shows an ordinary user the archives it created, and no one else’s', async () => {
    expect(await seen(w.users.author)).toEqual(everywhere);
    expect(await seen(w.users.reader)).toEqual(nowhere);
    expect(await seen(w.users.editor)).toEqual(nowhere);
  });

  it('shows administrators every archive of their scope, shared or not', async () => {
    expect(await seen('dealerAdmin')).toEqual(everywhere);
    expect(await seen('root')).toEqual(everywhere);
    expect(await seen('subAdmin')).toEqual(everywhere);
    expect(await seen('customerAdmin')).toEqual(nowhere);
    expect(await seen('otherAdmin')).toEqual(nowhere);
  });

  it('shows it through a share with the user, until unshared', async () => {
    await shareWith([{ type: 1, id: w.users.reader }]);
    expect(await seen(w.users.reader)).toEqual(everywhere);
    expect(await seen(w.users.outsider)).toEqual(nowhere);
    const detail = (await w.as(w.users.reader, 'GET', `/device/archives/${w.archive}`)).data;
    expect(detail).toMatchObject({ createdBy: w.users.author, canShare: false });
    await shareWith([]);
    expect(await seen(w.users.reader)).toEqual(nowhere);
  });

  it("shows it through a share with the user's department", async () => {
    await shareWith([{ type: 2, id: w.ops }]);
    expect(await seen(w.users.reader)).toEqual(everywhere);
    expect(await seen(w.users.outsider)).toEqual(nowhere);
    await shareWith([]);
    expect(await seen(w.users.reader)).toEqual(nowhere);
  });

  it("shows it through a share with one of the user's roles", async () => {
    await shareWith([{ type: 3, id: w.readers }]);
    expect(await seen(w.users.reader)).toEqual(everywhere);
    expect(await seen(w.users.outsider)).toEqual(everywhere);
    expect(await seen(w.users.editor)).toEqual(nowhere);
    await shareWith([]);
    expect(await seen(w.users.outsider)).toEqual(nowhere);
  });

  it('lets an editor change only the archives it sees', async () => {
    const rename = () => w.as(w.users.editor, 'PUT', '/device/archives', { id: w.archive, description: 'checked' });
    expect((await rename()).code).toBe(404);
    await shareWith([{ type: 1, id: w.users.editor }]);
    expect((await rename()).code).toBe(200);
    await shareWith([]);
  });

  it('shows archives made before shares (no creator) to administrators and through shares only', async () => {
    const { id } = await t.testDb.db.kysely
      .insertInto('deviceArchives')
      .values({
        companyId: t.fixture.companies.dealer,
        deviceId: null,
        name: 'Legacy',
        nameplate: '',
        fixedAssetsNo: '',
        description: '',
        createdAt: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await seen('dealerAdmin', id)).toEqual(everywhere);
    expect(await seen(w.users.author, id)).toEqual(nowhere);
    await w.as('dealerAdmin', 'PUT', '/share', { kind: 'archive', thingId: id, targets: [{ type: 2, id: w.ops }] });
    expect(await seen(w.users.reader, id)).toEqual(everywhere);
  });

  it('drops the shares of a deleted archive', async () => {
    const id = (await w.as(w.users.author, 'POST', '/device/archives', { name: 'Short-lived' })).data.id;
    await shareWith([{ type: 1, id: w.users.reader }], id);
    const mine = async () => {
      const { records } = (await w.as(w.users.reader, 'GET', '/share/list?kind=archive&scope=mine')).data as {
        records: { thingId: number }[];
      };
      return records.map((r) => r.thingId);
    };
    expect(await mine()).toContain(id);
    expect((await w.as('dealerAdmin', 'DELETE', `/device/archives/${id}`)).code).toBe(200);
    expect(await mine()).not.toContain(id);
    const rows = await t.testDb.db.kysely.selectFrom('shares').select('id').where('thingId', '=', id).execute();
    expect(rows).toEqual([]);
  });
});
