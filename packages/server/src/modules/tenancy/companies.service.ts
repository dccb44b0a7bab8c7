import {
  UserType,
  type CompanyCreate,
  type CompanyInfo,
  type CompanyPageQuery,
  type CompanyUpdate,
  type Page,
} from '@iot/contract';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Company } from '../../db/schema.js';
import { badRequest, fieldText, forbidden, notFound } from '../../http/errors.js';
import { inScope, type AuthContext, type Scope } from '../access/access.service.js';
import type { DomainService } from './domains.service.js';
import { toCompanyInfo, type CompanyRow } from './presenters.js';
import { limitOf, offsetOf } from '../../db/paging.js';
import { containsText } from '../../db/text-filter.js';

const ADMINS_ONLY = { zh: '只有平台或子域管理员才能修改', en: 'only a platform or subdomain administrator changes it' };
const HAS_CUSTOMERS = { zh: '公司下还有客户公司', en: 'the company still has customer companies' };
const CUSTOMER_NOT_DEALER = fieldText('isDealer', {
  zh: '客户公司不能是渠道商',
  en: 'a customer company cannot be a dealer',
});

export interface NewCompany {
  name: string;
  domainId: number;
  parentId: number | null;
  isDealer: boolean;
}

/**
 * Companies: dealers (channel merchants) with their customer companies, and end-user companies.
 * Platform administrators manage all, subdomain administrators those of their domain, a dealer's
 * administrator its customers; the caller's scope decides what exists (404 outside it).
 */
export function createCompanyService(ctx: Ctx, { domains }: { domains: DomainService }) {
  const { kysely } = ctx.db;
  const isDomainAdmin = (auth: AuthContext) =>
    auth.user.userType === UserType.platformAdmin || auth.user.userType === UserType.subdomainAdmin;

  const infoQuery = () =>
    kysely
      .selectFrom('companies as c')
      .innerJoin('domains as d', 'd.id', 'c.domainId')
      .leftJoin('companies as p', 'p.id', 'c.parentId')
      .select([
        'c.id',
        'c.name',
        'c.parentId',
        'p.name as parentName',
        'c.domainId',
        'd.domain',
        'c.isDealer',
        'c.timeZone',
        'c.createdAt',
      ])
      .select((eb) =>
        eb
          .selectFrom('users')
          .select((u) => u.fn.countAll<number>().as('n'))
          .whereRef('users.companyId', '=', 'c.id')
          .as('userCount'),
      );
  const present = (row: CompanyRow) => toCompanyInfo(row, ctx.config.timeZone);

  async function getCompany(id: number): Promise<Company | undefined> {
    return kysely.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function companyInScope(scope: Scope, id: number): Promise<Company> {
    const company = inScope(scope, id) ? await getCompany(id) : undefined;
    if (!company) throw notFound('company');
    return company;
  }

  async function createCompany(input: NewCompany): Promise<number> {
    const row = await kysely
      .insertInto('companies')
      .values({ ...input, isDealer: input.isDealer ? 1 : 0, createdAt: ctx.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function searchCompanyNames(key: string, page: number, size: number): Promise<{ Name: string }[]> {
    const rows = await kysely
      .selectFrom('companies')
      .select('name')
      .where(containsText('name', key))
      .orderBy('name')
      .orderBy('id')
      .limit(size)
      .offset(page * size)
      .execute();
    return rows.map((r) => ({ Name: r.name }));
  }

  async function pageCompanies(
    auth: AuthContext,
    query: z.output<typeof CompanyPageQuery>,
  ): Promise<Page<CompanyInfo>> {
    const empty = { records: [], total: 0, pageNum: query.pageNum, pageSize: query.pageSize };
    if (!auth.scope.all && auth.scope.companyIds.length === 0) return empty;
    let q = infoQuery();
    if (!auth.scope.all) q = q.where('c.id', 'in', auth.scope.companyIds);
    if (query.param.name) q = q.where(containsText('c.name', query.param.name));
    if (query.param.domainId) q = q.where('c.domainId', '=', query.param.domainId);
    if (query.param.parentId) q = q.where('c.parentId', '=', query.param.parentId);
    const [limit, offset] = [limitOf(query), offsetOf(query)];
    const [rows, count] = await Promise.all([
      q.orderBy('c.id').limit(limit).offset(offset).execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { ...empty, records: rows.map(present), total: Number(count.total) };
  }

  async function companyDetail(auth: AuthContext, id: number): Promise<CompanyInfo> {
    await companyInScope(auth.scope, id);
    return present(await infoQuery().where('c.id', '=', id).executeTakeFirstOrThrow());
  }

  /** A parent must be a dealer the caller sees, in the same domain, and not a customer itself. */
  async function checkParent(auth: AuthContext, parentId: number, domainId: number, childId?: number): Promise<void> {
    const parent = await companyInScope(auth.scope, parentId);
    if (parent.id === childId)
      throw badRequest(
        fieldText('parentId', { zh: '公司不能是自己的渠道商', en: 'a company cannot be its own dealer' }),
      );
    if (parent.isDealer !== 1)
      throw badRequest(fieldText('parentId', { zh: '不是渠道商公司', en: 'not a dealer company' }));
    if (parent.domainId !== domainId)
      throw badRequest(
        fieldText('parentId', { zh: '该渠道商属于其他域名', en: 'the dealer belongs to another domain' }),
      );
  }

  async function addCompany(auth: AuthContext, input: z.output<typeof CompanyCreate>): Promise<{ id: number }> {
    const { user } = auth;
    const ownDomain = await domains.ownDomainId(auth);
    const domainId = input.domainId ?? ownDomain;
    let parentId = input.parentId ?? null;
    if (user.userType === UserType.platformAdmin) {
      if (!(await domains.getDomain(domainId))) throw notFound('domain');
    } else if (user.userType === UserType.subdomainAdmin) {
      if (domainId !== ownDomain) throw notFound('domain');
    } else if (user.userType === UserType.companyAdmin) {
      const own = await companyInScope(auth.scope, user.companyId);
      if (own.isDealer !== 1)
        throw forbidden({ zh: '只有渠道商公司才能添加客户公司', en: 'only a dealer company adds customer companies' });
      if (domainId !== ownDomain) throw notFound('domain');
      if (input.isDealer)
        throw forbidden(fieldText('isDealer', { zh: '渠道商不能添加渠道商', en: 'a dealer cannot add dealers' }));
      parentId = own.id;
    } else {
      throw forbidden({ zh: '只有管理员才能添加公司', en: 'only administrators add companies' });
    }
    if (parentId !== null) await checkParent(auth, parentId, domainId);
    if (input.isDealer && parentId !== null) throw badRequest(CUSTOMER_NOT_DEALER);
    const id = await createCompany({ name: input.name, domainId, parentId, isDealer: input.isDealer });
    return { id };
  }

  async function hasCustomers(companyId: number): Promise<boolean> {
    return !!(await kysely.selectFrom('companies').select('id').where('parentId', '=', companyId).executeTakeFirst());
  }

  async function updateCompany(auth: AuthContext, input: z.output<typeof CompanyUpdate>): Promise<void> {
    const company = await companyInScope(auth.scope, input.id);
    const wasDealer = company.isDealer === 1;
    const parentId = input.parentId === undefined ? company.parentId : input.parentId;
    const isDealer = input.isDealer ?? wasDealer;
    if (!isDomainAdmin(auth)) {
      if (parentId !== company.parentId) throw forbidden(fieldText('parentId', ADMINS_ONLY));
      if (isDealer !== wasDealer) throw forbidden(fieldText('isDealer', ADMINS_ONLY));
    }
    if (parentId !== null && parentId !== company.parentId) {
      await checkParent(auth, parentId, company.domainId, company.id);
    }
    if (isDealer && parentId !== null) throw badRequest(CUSTOMER_NOT_DEALER);
    if (!isDealer && wasDealer && (await hasCustomers(company.id))) {
      throw badRequest(fieldText('isDealer', HAS_CUSTOMERS));
    }
    await kysely
      .updateTable('companies')
      .set({
        name: input.name ?? company.name,
        parentId,
        isDealer: isDealer ? 1 : 0,
        timeZone: input.timeZone === undefined ? company.timeZone : input.timeZone,
      })
      .where('id', '=', company.id)
      .execute();
  }

  async function removeCompany(auth: AuthContext, id: number): Promise<void> {
    const company = await companyInScope(auth.scope, id);
    if (company.id === auth.user.companyId)
      throw badRequest(fieldText('id', { zh: '不能删除自己所在的公司', en: 'you cannot delete your own company' }));
    const user = await kysely.selectFrom('users').select('id').where('companyId', '=', id).executeTakeFirst();
    if (user) throw badRequest(fieldText('id', { zh: '公司下还有用户', en: 'the company still has users' }));
    if (await hasCustomers(id)) throw badRequest(fieldText('id', HAS_CUSTOMERS));
    await kysely.deleteFrom('companies').where('id', '=', id).execute();
  }

  return {
    getCompany,
    companyInScope,
    createCompany,
    searchCompanyNames,
    pageCompanies,
    companyDetail,
    addCompany,
    updateCompany,
    removeCompany,
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
