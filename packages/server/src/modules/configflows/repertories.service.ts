import type { FlowRepertoryCreate, FlowRepertoryRecord, FlowRepertoryUpdate } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { notFound } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { createRepertoryRepo } from './repertories.repo.js';

/** Folders of flows and templates, per company; the routes check the editors' buttons. */
export function createRepertoryService(ctx: Ctx, { tenancy }: { tenancy: TenancyService }) {
  const repo = createRepertoryRepo(ctx.db.kysely);

  async function visible(auth: AuthContext, id: number) {
    const row = await repo.find(auth.scope, id);
    if (!row) throw notFound('repertory');
    return row;
  }

  async function list(auth: AuthContext): Promise<FlowRepertoryRecord[]> {
    const rows = await repo.list(auth.scope);
    return rows.map((r) => ({ id: r.id, name: r.name, companyId: r.companyId, flowCount: Number(r.flowCount ?? 0) }));
  }

  async function create(auth: AuthContext, input: FlowRepertoryCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    await tenancy.companyInScope(auth.scope, companyId);
    return { id: await repo.insert(companyId, input.name, ctx.now()) };
  }

  async function rename(auth: AuthContext, input: FlowRepertoryUpdate): Promise<void> {
    await repo.rename((await visible(auth, input.id)).id, input.name);
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    await repo.remove((await visible(auth, id)).id);
  }

  return { visible, list, create, rename, remove };
}
export type RepertoryService = ReturnType<typeof createRepertoryService>;
