import { UserType } from '@iot/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { seedMenuCatalog } from '../modules/menus/catalog-seed.js';
import { ensureBuiltinRoles } from '../modules/roles/builtin-roles.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createTestDb, type TestDb } from './databases.js';

export const PASSWORD = 'Passw0rd!x';

/** A clock the test moves by hand. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export interface Fixture {
  domains: { main: number; other: number };
  companies: { dealer: number; customer: number; other: number };
  users: Record<FixtureUser, number>;
  roles: { viewer: number; companyAdmin: number; operator: number };
}

/**
 * Two domains and three companies: a dealer with one customer on `localhost`, and another company on
 * `other.example.com`. Users of every type; `viewer` holds a role that reads the hardware, user and
 * history report pages (so its pickers too) and the hardware history; `nomenu` has no role at all.
 */
export type FixtureUser =
  'root' | 'subAdmin' | 'dealerAdmin' | 'customerAdmin' | 'viewer' | 'nomenu' | 'otherAdmin' | 'otherUser';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDb: TestDb;
  clock: TestClock;
  fixture: Fixture;
  /** A session token made directly (not through the login call). */
  tokenFor(user: FixtureUser): Promise<string>;
  /** app.inject with the envelope parsed. */
  call(
    options: InjectOptions & { token?: string },
  ): Promise<{ res: LightMyRequestResponse; body: { code: number; msg: string; data: any } }>;
  close(): Promise<void>;
}

export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  const testDb = await createTestDb(dialect);
  const config = loadConfig({
    IOT_DATA_DIR: testDb.dataDir,
    IOT_DATABASE_URL: testDb.url,
    IOT_CAPTCHA: 'off',
    IOT_LOG_LEVEL: 'silent',
    IOT_WEB_DIR: testDb.dataDir,
    // Tests stand for clients behind a proxy on this host (their requests come from 127.0.0.1).
    IOT_TRUST_PROXY: 'loopback',
    ...env,
  });
  let time = Date.UTC(2026, 10, 22, 2, 0, 0);
  const clock: TestClock = { now: () => time, advance: (ms) => void (time += ms) };
  const fixture = await seedFixture(testDb, clock.now());
  const app = await buildApp({ config, db: testDb.db, now: clock.now });
  await app.ready();
  return {
    app,
    config,
    testDb,
    clock,
    fixture,
    tokenFor: (user) => app.services.sessions.create(fixture.users[user], 'session', '127.0.0.1'),
    async call({ token, ...options }) {
      const headers = { ...(options.headers ?? {}), ...(token ? { authorization: token } : {}) };
      const res = await app.inject({ ...options, headers });
      return { res, body: res.json() };
    },
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

async function seedFixture({ db }: TestDb, now: number): Promise<Fixture> {
  const k = db.kysely;
  await seedMenuCatalog(k);
  const { companyAdmin, operator } = await ensureBuiltinRoles(k, now);
  const domain = async (name: string, style: string) =>
    (
      await k
        .insertInto('domains')
        .values({
          domain: name,
          style,
          title: name,
          channelName: name,
          logoUrl: '',
          backGroundImage: '',
          recordNum: '',
          domainType: 0,
          isDemo: 0,
          licence: null,
          createdAt: now,
          activatedUntil: now + 365 * 86_400_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const main = await domain('localhost', 'l999');
  const other = await domain('other.example.com', 'l2');
  const company = async (name: string, domainId: number, parentId: number | null, isDealer: 0 | 1) =>
    (
      await k
        .insertInto('companies')
        .values({ name, domainId, parentId, isDealer, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const dealer = await company('Dealer Automation Ltd', main, null, 1);
  const customer = await company('Customer Water Works', main, dealer, 0);
  const otherCompany = await company('Other Steel Corp', other, null, 0);

  const viewerRole = (
    await k
      .insertInto('roles')
      .values({ companyId: dealer, name: 'Viewer', builtin: null, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const viewerMenus = await k
    .selectFrom('menus')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('componentName', 'in', ['deviceCenter', 'systemCenter', 'dataCenter']).and('button', 'is', null),
        eb('componentName', 'in', ['equipIndex', 'userManage', 'reportfrom']).and(
          eb.or([eb('button', 'is', null), eb('button', '=', 'read')]),
        ),
        eb('componentName', '=', 'equipIndex').and('button', '=', 'history'),
      ]),
    )
    .execute();
  await k
    .insertInto('roleMenus')
    .values(viewerMenus.map((m) => ({ roleId: viewerRole, menuId: m.id })))
    .execute();

  const passwordHash = await hashPassword(PASSWORD);
  const user = (username: string, companyId: number, userType: number, roleId?: number) =>
    insertTestUser(k, { username, companyId, userType, roleId, passwordHash, now });
  const users: Record<FixtureUser, number> = {
    root: await user('root', dealer, UserType.platformAdmin),
    subAdmin: await user('subadmin', dealer, UserType.subdomainAdmin),
    dealerAdmin: await user('dealeradmin', dealer, UserType.companyAdmin, companyAdmin),
    customerAdmin: await user('customeradmin', customer, UserType.companyAdmin, companyAdmin),
    viewer: await user('viewer', dealer, UserType.user, viewerRole),
    nomenu: await user('nomenu', dealer, UserType.user),
    otherAdmin: await user('otheradmin', otherCompany, UserType.companyAdmin, companyAdmin),
    otherUser: await user('otheruser', otherCompany, UserType.user),
  };
  return {
    domains: { main, other },
    companies: { dealer, customer, other: otherCompany },
    users,
    roles: { viewer: viewerRole, companyAdmin, operator },
  };
}

/** A user row of a test (and its role), made directly. */
export async function insertTestUser(
  k: Kysely<Database>,
  u: { username: string; companyId: number; userType: number; roleId?: number; passwordHash: string; now: number },
): Promise<number> {
  const { id } = await k
    .insertInto('users')
    .values({
      username: u.username,
      phone: null,
      email: null,
      nickName: u.username,
      companyId: u.companyId,
      deptId: null,
      passwordHash: u.passwordHash,
      userType: u.userType,
      homePage: 8,
      menuStyle: null,
      enabled: 1,
      isDemo: 0,
      createdAt: u.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (u.roleId) await k.insertInto('userRoles').values({ userId: id, roleId: u.roleId }).execute();
  return id;
}
