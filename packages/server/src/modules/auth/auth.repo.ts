import type { Ctx } from '../../context.js';
import type { User } from '../../db/schema.js';

export function createAuthRepo(ctx: Ctx) {
  const { kysely } = ctx.db;

  /** The demo account of a domain: an enabled user marked isDemo in one of the domain's companies. */
  function findDemoUser(domainId: number): Promise<User | undefined> {
    return kysely
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.companyId')
      .selectAll('users')
      .where('companies.domainId', '=', domainId)
      .where('users.isDemo', '=', 1)
      .where('users.enabled', '=', 1)
      .orderBy('users.id')
      .executeTakeFirst();
  }

  async function insertDemoRequest(row: {
    name: string;
    contact: string;
    logonType: number;
    company: string;
  }): Promise<void> {
    await kysely
      .insertInto('demoRequests')
      .values({ ...row, createdAt: ctx.now() })
      .execute();
  }

  return { findDemoUser, insertDemoRequest };
}
