import type { Ctx } from './context.js';
import type { AuthContext } from './modules/access/access.service.js';
import type { Services } from './services.js';

export type DemoCompany = 'dealer' | 'water' | 'steel';

/** What an area's demo seeding builds on: the platform administrator and the demo companies. */
export interface DemoWorld {
  admin: AuthContext;
  companies: Record<DemoCompany, number>;
  /** True once for an area (its settings key `demoSeeded:{area}`), so existing demo installations get it too. */
  claim(area: string): Promise<boolean>;
}

const ADMINS: Record<DemoCompany, string> = { dealer: 'demo-admin', water: 'water-admin', steel: 'steel-admin' };

/** The demo as seeded (seed.ts); undefined when its accounts are gone. */
export async function demoWorld(ctx: Ctx, services: Services): Promise<DemoWorld | undefined> {
  const admin = await services.users.findByAccount('admin');
  const companies: Partial<Record<DemoCompany, number>> = {};
  for (const [company, account] of Object.entries(ADMINS) as [DemoCompany, string][]) {
    const user = await services.users.findByAccount(account);
    if (!user) return undefined;
    companies[company] = user.companyId;
  }
  if (!admin) return undefined;
  return {
    admin: await services.access.contextFor(admin, 0),
    companies: companies as Record<DemoCompany, number>,
    async claim(area) {
      const inserted = await ctx.db.kysely
        .insertInto('settings')
        .values({ key: `demoSeeded:${area}`, value: String(ctx.now()) })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

/** The demo dealer's showroom: its administrator, its operator and its first simulated gateway. */
export interface DemoShowroom {
  admin: NonNullable<Awaited<ReturnType<Services['users']['findByAccount']>>>;
  operator: Awaited<ReturnType<Services['users']['findByAccount']>>;
  gateway: { id: number; companyId: number };
}

/** The showroom the dealer's demo parts (maintenance, triggers, reports) are built on; undefined when it is gone. */
export async function demoShowroom(ctx: Ctx, services: Services): Promise<DemoShowroom | undefined> {
  const admin = await services.users.findByAccount('demo-admin');
  const operator = await services.users.findByAccount('demo-user');
  const gateway = await ctx.db.kysely
    .selectFrom('devices')
    .select(['id', 'companyId'])
    .where('identity', 'like', 'demo-gw-%')
    .orderBy('id')
    .executeTakeFirst();
  if (!admin || !gateway || gateway.companyId !== admin.companyId) return undefined;
  return { admin, operator, gateway };
}
