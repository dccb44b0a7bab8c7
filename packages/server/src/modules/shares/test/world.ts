import { PASSWORD, type FixtureUser, type TestApp } from '../../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A fixture user, a user id made here, or no token (null). */
export type Who = FixtureUser | number | null;

/**
 * The dealer's people for share tests, made through the API by its administrator: an `author` who
 * creates archives, a `reader` in the Ops department holding the Readers role, an `outsider` holding
 * the same role, and an `editor` who may edit archives. A department and a role of the customer
 * company, and the `author`'s archive, complete it.
 */
export interface ShareWorld {
  users: { author: number; reader: number; outsider: number; editor: number; customerUser: number };
  ops: number;
  readers: number;
  customerDept: number;
  customerRole: number;
  archive: number;
  as(who: Who, method: Method, url: string, payload?: object): Promise<{ code: number; msg: string; data: any }>;
}

export async function shareWorld(t: TestApp): Promise<ShareWorld> {
  const tokens = new Map<number, string>();
  async function as(who: Who, method: Method, url: string, payload?: object) {
    let token: string | undefined;
    if (typeof who === 'string') token = await t.tokenFor(who);
    if (typeof who === 'number') {
      token = tokens.get(who) ?? (await t.app.services.sessions.create(who, 'session', '127.0.0.1'));
      tokens.set(who, token);
    }
    return (await t.call({ method, url: `/admin/api${url}`, payload, token })).body;
  }
  async function made(who: Who, url: string, payload: object): Promise<number> {
    const body = await as(who, 'POST', url, payload);
    if (body.code !== 200) throw new Error(`POST ${url}: ${body.msg}`);
    return (body.data as { id: number }).id;
  }

  const menus = await t.testDb.db.kysely.selectFrom('menus').select(['id', 'componentName', 'button']).execute();
  const grants = (...wanted: string[]) =>
    menus
      .filter((m) => wanted.includes(m.componentName) || wanted.includes(`${m.componentName}:${m.button}`))
      .filter((m) => m.button === null || wanted.includes(`${m.componentName}:${m.button}`))
      .map((m) => m.id);
  const { dealer, customer } = t.fixture.companies;
  const role = (name: string, companyId: number, ...wanted: string[]) =>
    made('dealerAdmin', '/role', { name, companyId, menuIds: grants(...wanted) });
  const readers = await role(
    'Readers',
    dealer,
    'deviceCenter',
    'deviceInfo',
    'deviceInfo:read',
    'eqArcShare',
    'eqArcShare:read',
  );
  const authors = await role(
    'Authors',
    dealer,
    'deviceCenter',
    'deviceInfo',
    'deviceInfo:create',
    'eqArcShare',
    'eqArcShare:read',
  );
  const editors = await role(
    'Editors',
    dealer,
    'deviceCenter',
    'deviceInfo',
    'deviceInfo:update',
    'eqArcShare',
    'eqArcShare:read',
  );
  const ops = await made('dealerAdmin', '/dept', { name: 'Ops', companyId: dealer });
  const user = (username: string, companyId: number, roleIds: number[], deptId: number | null = null) =>
    made('dealerAdmin', '/user', {
      nickName: `${username} nick`,
      username,
      password: PASSWORD,
      companyId,
      roleIds,
      deptId,
    });
  const users = {
    author: await user('author', dealer, [authors]),
    reader: await user('reader', dealer, [readers], ops),
    outsider: await user('outsider', dealer, [readers]),
    editor: await user('editor', dealer, [editors]),
    customerUser: await user('customer-user', customer, []),
  };
  return {
    users,
    ops,
    readers,
    customerDept: await made('customerAdmin', '/dept', { name: 'Customer dept', companyId: customer }),
    customerRole: await made('customerAdmin', '/role', { name: 'Customer role', companyId: customer }),
    archive: await made(users.author, '/device/archives', { name: "Author's pump" }),
    as,
  };
}
