import {
  ConfigFlowType,
  permission,
  type ConfigFlowCreate,
  type ConfigFlowListQuery,
  type ConfigFlowPage,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { formatTime } from '../../http/format-time.js';
import { notFound } from '../../http/errors.js';
import type { AuthContext, Scope } from '../access/access.service.js';
import { assertHolds, assertHoldsAnyPage } from '../devices/devices.policy.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { createConfigFlowRepo, type ConfigFlowRow } from './configflows.repo.js';

/** The editor page whose buttons govern a flow type: large screens and flow charts. */
const EDITOR_PAGE = { [ConfigFlowType.screen]: 'screen', [ConfigFlowType.flow]: 'mineTopo' } as const;

export function createConfigFlowService(ctx: Ctx, { tenancy }: { tenancy: TenancyService }) {
  const repo = createConfigFlowRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;

  const present = (row: ConfigFlowRow) => ({
    id: row.id,
    name: row.name,
    type: row.type === ConfigFlowType.screen ? ConfigFlowType.screen : ConfigFlowType.flow,
    publish: row.publish === 1 ? (1 as const) : (0 as const),
    companyId: row.companyId,
    companyName: row.companyName,
    createTime: formatTime(row.createdAt, timeZone),
    updateTime: formatTime(row.updatedAt, timeZone),
  });

  /**
   * The flows the caller's scope sees. The hardware list, the monitoring wall and the editors all pick
   * from it, so any page of the catalogue reads it; the rows stay scoped.
   */
  async function list(auth: AuthContext, query: ConfigFlowListQuery): Promise<ConfigFlowPage> {
    assertHoldsAnyPage(auth);
    const { rows, total } = await repo.page(auth.scope, query);
    return { records: rows.map(present), total, pageIndex: query.pageIndex, pageCount: query.pageCount };
  }

  /** Creating needs the type's editor page create button; creating it published, its publish button too. */
  async function create(auth: AuthContext, input: ConfigFlowCreate): Promise<{ id: number }> {
    const page = EDITOR_PAGE[input.type];
    assertHolds(auth, permission(page, 'create'));
    if (input.publish === 1) assertHolds(auth, permission(page, 'publish'), 'publish');
    const companyId = input.companyId ?? auth.user.companyId;
    await tenancy.companyInScope(auth.scope, companyId);
    const now = ctx.now();
    const id = await repo.insert({
      companyId,
      name: input.name,
      type: input.type,
      publish: input.publish,
      content: JSON.stringify(input.content),
      createdAt: now,
      updatedAt: now,
    });
    return { id };
  }

  /** A flow the scope sees; another company's answers like a missing one. */
  async function flowInScope(scope: Scope, id: number) {
    const row = await repo.find(scope, id);
    if (!row) throw notFound('configFlow');
    return present(row);
  }

  return { list, create, flowInScope };
}
export type ConfigFlowService = ReturnType<typeof createConfigFlowService>;
