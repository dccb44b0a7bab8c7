import { randomBytes } from 'node:crypto';
import { UserType } from '@iot/contract';
import { seedMenuCatalog } from './modules/menus/catalog-seed.js';
import { ensureBuiltinRoles } from './modules/roles/builtin-roles.js';
import { seedRolesDemo } from './modules/roles/roles.demo.js';
import { seedDemoGateways } from './demo-gateways.js';
import { seedMaintenanceDemo } from './modules/maintenance/maintenance.demo.js';
import { seedTriggerDemo } from './modules/triggers/triggers.demo.js';
import { seedReportDemo } from './modules/reports/reports.demo.js';
import type { Services } from './services.js';
import type { Ctx } from './context.js';
import { demoWorld } from './demo-world.js';
import { seedFlowDemo } from './modules/configflows/flows.demo.js';
import { seedCameraDemo } from './modules/cameras/cameras.demo.js';
import { seedDevicePictureDemo, seedFileDemo } from './modules/files/files.demo.js';

export const DEMO_PASSWORD = 'Demo#12345';
const YEAR_MS = 365 * 86_400_000;

export interface SeedReport {
  /** Lines to print once: the accounts to log in with. */
  accounts: string[];
}

/**
 * Runs at every start: the menu catalogue and the built-in roles follow the code; the localhost domain
 * and the first platform administrator are made once. With demo on, the demo companies are made once.
 */
export async function seed(ctx: Ctx, services: Services): Promise<SeedReport> {
  const { kysely } = ctx.db;
  const now = ctx.now();
  await seedMenuCatalog(kysely);
  const builtinRoles = await ensureBuiltinRoles(kysely, now);
  const accounts: string[] = [];

  let localhost = await services.tenancy.findDomain('localhost');
  if (!localhost) {
    await services.tenancy.createDomain({
      domain: 'localhost',
      style: 'l999',
      title: 'IoT Platform',
      channelName: '工业物联网监控平台',
      logoUrl: '',
      backGroundImage: '',
      recordNum: '',
      domainType: 0,
      isDemo: false,
    });
    localhost = await services.tenancy.findDomain('localhost');
  }
  if (!localhost) throw new Error('localhost domain missing after seeding');

  const admin = await services.users.findByAccount('admin');
  if (!admin) {
    const password = ctx.config.adminPassword ?? randomBytes(9).toString('base64url');
    const operator = await services.tenancy.createCompany({
      name: 'Platform operator',
      domainId: localhost.id,
      parentId: null,
      isDealer: false,
    });
    await services.users.createInternal({
      companyId: operator,
      nickName: 'Administrator',
      username: 'admin',
      password,
      userType: UserType.platformAdmin,
    });
    accounts.push(`platform administrator: admin / ${ctx.config.adminPassword ? '(IOT_ADMIN_PASSWORD)' : password}`);
  }

  if (ctx.config.demo) {
    accounts.push(...(await seedDemo(ctx, services, localhost.id, builtinRoles.operator, now)));
    await seedRolesDemo(kysely, builtinRoles.operator, now);
    const world = await demoWorld(ctx, services);
    if (world) {
      await seedCameraDemo(ctx, services, world);
      await seedFileDemo(ctx, world);
      await seedDevicePictureDemo(ctx, services, world);
      await seedFlowDemo(ctx, services, world);
    }
    await seedMaintenanceDemo(ctx, services);
    await seedTriggerDemo(ctx, services);
    await seedReportDemo(ctx, services);
  }
  return { accounts };
}

async function seedDemo(
  ctx: Ctx,
  services: Services,
  domainId: number,
  operatorRole: number,
  now: number,
): Promise<string[]> {
  const { kysely } = ctx.db;
  const done = await kysely.selectFrom('settings').select('value').where('key', '=', 'demoSeeded').executeTakeFirst();
  if (done) return demoAccounts();

  await kysely
    .updateTable('domains')
    .set({ isDemo: 1, activatedUntil: now + YEAR_MS })
    .where('id', '=', domainId)
    .execute();
  const { tenancy, users } = services;
  const dealer = await tenancy.createCompany({
    name: '演示自动化经销商 Demo Automation',
    domainId,
    parentId: null,
    isDealer: true,
  });
  const water = await tenancy.createCompany({
    name: '演示水务 Demo Water Works',
    domainId,
    parentId: dealer,
    isDealer: false,
  });
  const steel = await tenancy.createCompany({
    name: '演示钢铁 Demo Steel Plant',
    domainId,
    parentId: dealer,
    isDealer: false,
  });

  const user = (
    companyId: number,
    username: string,
    nickName: string,
    userType: number,
    roleIds?: number[],
    isDemo = false,
  ) => users.createInternal({ companyId, username, nickName, password: DEMO_PASSWORD, userType, roleIds, isDemo });
  // A role of the company's own beside the built-in ones: things can be shared with it (built-in roles
  // span companies, so shares do not target them).
  await kysely
    .insertInto('roles')
    .values({ companyId: dealer, name: '早班 Morning shift', builtin: null, createdAt: now })
    .execute();
  await user(dealer, 'demo-admin', '经销商管理员', UserType.companyAdmin);
  await user(dealer, 'demo-user', '值班员', UserType.user, [operatorRole]);
  await user(dealer, 'demo', '演示账号', UserType.user, [operatorRole], true);
  await user(dealer, 'demo-nomenu', '未授权用户', UserType.user, []);
  await user(water, 'water-admin', '水务管理员', UserType.companyAdmin);
  await user(steel, 'steel-admin', '钢铁管理员', UserType.companyAdmin);
  const admin = await users.findByAccount('admin');
  if (!admin) throw new Error('the platform administrator is seeded before the demo');
  await seedDemoGateways(services, await services.access.contextFor(admin, 0), { dealer, water, steel });

  await kysely
    .insertInto('settings')
    .values({ key: 'demoSeeded', value: String(now) })
    .execute();
  return demoAccounts();
}

function demoAccounts(): string[] {
  return [
    `demo dealer administrator: demo-admin / ${DEMO_PASSWORD}`,
    `demo operator: demo-user / ${DEMO_PASSWORD}`,
    `customer administrators: water-admin, steel-admin / ${DEMO_PASSWORD}`,
  ];
}
