import type {
  DomainCheck,
  DomainCreate,
  DomainInfo,
  DomainPageQuery,
  DomainRecord,
  DomainUpdate,
  Page,
} from '@iot/contract';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Domain } from '../../db/schema.js';
import { badRequest, fieldText, forbidden, notFound } from '../../http/errors.js';
import { mapTileSource } from '../geo/offline-tiles.js';
import type { AuthContext } from '../access/access.service.js';
import { toDomainInfo, toDomainRecord } from './presenters.js';
import { limitOf, offsetOf } from '../../db/paging.js';
import { containsText } from '../../db/text-filter.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/** The domain a Host header or a console address names: lower case, without port, loopback as 'localhost'. */
export function canonicalHost(host: string): string {
  let name = host.trim().toLowerCase().replace(/\.$/, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(name);
  if (bracketed?.[1]) name = bracketed[1];
  else if (/^[^:]+:\d+$/.test(name)) name = name.replace(/:\d+$/, '');
  return LOOPBACK.has(name) ? 'localhost' : name;
}

/** Fields only a platform administrator changes: a subdomain administrator edits its branding. */
const PLATFORM_FIELDS = ['domain', 'domainType', 'isDemo'] as const;

export function createDomainService(ctx: Ctx) {
  const { kysely } = ctx.db;
  const isPlatform = (auth: AuthContext) => auth.scope.all;

  async function findDomain(host: string): Promise<Domain | undefined> {
    return kysely.selectFrom('domains').selectAll().where('domain', '=', canonicalHost(host)).executeTakeFirst();
  }

  async function getDomain(id: number): Promise<Domain | undefined> {
    return kysely.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();
  }

  function domainInfo(domain: Domain): DomainInfo {
    return toDomainInfo(domain, ctx.now(), ctx.config.timeZone);
  }

  /**
   * The branding of the domain the console is opened on, with the map tiles it uses; an unknown one
   * answers 404 (the console shows /404).
   */
  async function checkAddress(host: string): Promise<DomainCheck> {
    const domain = await findDomain(host);
    if (!domain) throw notFound('domain');
    const liveUrl = ctx.config.mqttUrl ? ctx.config.mqttPublicWsUrl : null;
    return { ...domainInfo(domain), mapTiles: mapTileSource(ctx.config.mapTiles, ctx.config.dataDir), liveUrl };
  }

  async function createDomain(input: z.output<typeof DomainCreate>): Promise<number> {
    const row = await kysely
      .insertInto('domains')
      .values({ ...input, isDemo: input.isDemo ? 1 : 0, licence: null, activatedUntil: null, createdAt: ctx.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The domain of the caller's own company. */
  async function ownDomainId(auth: AuthContext): Promise<number> {
    const row = await kysely
      .selectFrom('companies')
      .select('domainId')
      .where('id', '=', auth.user.companyId)
      .executeTakeFirstOrThrow();
    return row.domainId;
  }

  /** A platform administrator reaches every domain, anyone else only its own; others answer 404. */
  async function domainInScope(auth: AuthContext, id: number): Promise<Domain> {
    const domain = await getDomain(id);
    if (!domain || (!isPlatform(auth) && domain.id !== (await ownDomainId(auth)))) throw notFound('domain');
    return domain;
  }

  async function pageDomains(auth: AuthContext, query: z.output<typeof DomainPageQuery>): Promise<Page<DomainRecord>> {
    let q = kysely.selectFrom('domains');
    if (!isPlatform(auth)) q = q.where('domains.id', '=', await ownDomainId(auth));
    if (query.param.domain) q = q.where(containsText('domains.domain', query.param.domain));
    const [limit, offset] = [limitOf(query), offsetOf(query)];
    const [rows, count] = await Promise.all([
      q
        .selectAll('domains')
        .select((eb) =>
          eb
            .selectFrom('companies')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('companies.domainId', '=', 'domains.id')
            .as('companyCount'),
        )
        .orderBy('domains.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      records: rows.map((r) =>
        toDomainRecord({ ...r, companyCount: r.companyCount ?? 0 }, ctx.now(), ctx.config.timeZone),
      ),
      total: Number(count.total),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  async function assertFree(name: string, exceptId?: number): Promise<void> {
    let q = kysely.selectFrom('domains').select('id').where('domain', '=', name);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw badRequest(fieldText('domain', { zh: '已存在', en: 'already exists' }));
  }

  async function addDomain(auth: AuthContext, input: z.output<typeof DomainCreate>): Promise<{ id: number }> {
    if (!isPlatform(auth))
      throw forbidden({ zh: '只有平台管理员才能添加域名', en: 'only a platform administrator adds domains' });
    await assertFree(input.domain);
    return { id: await createDomain(input) };
  }

  async function updateDomain(auth: AuthContext, input: z.output<typeof DomainUpdate>): Promise<void> {
    const { id, isDemo, ...fields } = input;
    const domain = await domainInScope(auth, id);
    if (!isPlatform(auth)) {
      const current = { domain: domain.domain, domainType: domain.domainType, isDemo: domain.isDemo === 1 };
      const changed = PLATFORM_FIELDS.find((f) => input[f] !== undefined && input[f] !== current[f]);
      if (changed)
        throw forbidden(
          fieldText(changed, { zh: '只有平台管理员才能修改', en: 'only a platform administrator changes it' }),
        );
    }
    if (fields.domain !== undefined) await assertFree(fields.domain, id);
    const patch = { ...fields, ...(isDemo === undefined ? {} : { isDemo: isDemo ? (1 as const) : (0 as const) }) };
    if (Object.keys(patch).length === 0) return;
    await kysely.updateTable('domains').set(patch).where('id', '=', id).execute();
  }

  async function removeDomain(auth: AuthContext, id: number): Promise<void> {
    if (!isPlatform(auth))
      throw forbidden({ zh: '只有平台管理员才能删除域名', en: 'only a platform administrator deletes domains' });
    await domainInScope(auth, id);
    const used = await kysely.selectFrom('companies').select('id').where('domainId', '=', id).executeTakeFirst();
    if (used) throw badRequest(fieldText('id', { zh: '域名下还有公司', en: 'the domain still has companies' }));
    await kysely.deleteFrom('domains').where('id', '=', id).execute();
  }

  async function setActivation(id: number, licence: string, activatedUntil: number): Promise<void> {
    await kysely.updateTable('domains').set({ licence, activatedUntil }).where('id', '=', id).execute();
  }

  return {
    findDomain,
    getDomain,
    domainInfo,
    checkAddress,
    createDomain,
    ownDomainId,
    domainInScope,
    pageDomains,
    addDomain,
    updateDomain,
    removeDomain,
    setActivation,
  };
}
export type DomainService = ReturnType<typeof createDomainService>;
