import {
  FlowComponentPens,
  type FlowComponentCreate,
  type FlowComponentRecord,
  type FlowComponentRename,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { notFound } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import { createFlowComponentRepo } from './flow-components.repo.js';

type ComponentRow = { id: number; name: string; image: string; content: string };

/**
 * User components (spec 2.1): a company's saved selections of pens. They are the company's own: another
 * company's id answers like a missing one. The pens were sanitized by the request's schema on save and
 * are read through it again, so a row written by an older version carries no code either.
 */
export function createFlowComponentService(ctx: Ctx) {
  const repo = createFlowComponentRepo(ctx.db.kysely);

  const present = (row: ComponentRow): FlowComponentRecord => {
    const pens = FlowComponentPens.safeParse(JSON.parse(row.content));
    return { id: row.id, name: row.name, image: row.image, pens: pens.success ? pens.data : [] };
  };

  async function list(auth: AuthContext): Promise<FlowComponentRecord[]> {
    return (await repo.list(auth.user.companyId)).map(present);
  }

  async function create(auth: AuthContext, body: FlowComponentCreate): Promise<FlowComponentRecord> {
    const now = ctx.now();
    const row = { name: body.name, image: body.image ?? '', content: JSON.stringify(body.pens) };
    const id = await repo.insert({ companyId: auth.user.companyId, ...row, createdAt: now, updatedAt: now });
    return present({ id, ...row });
  }

  async function rename(auth: AuthContext, { id, name }: FlowComponentRename): Promise<void> {
    if (!(await repo.rename(auth.user.companyId, id, name, ctx.now()))) throw notFound('component');
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    if (!(await repo.remove(auth.user.companyId, id))) throw notFound('component');
  }

  return { list, create, rename, remove };
}
export type FlowComponentService = ReturnType<typeof createFlowComponentService>;
