import { ShareTargetType, type DeptCreate, type DeptNode, type DeptUpdate, type MemberInfo } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { inScope, type AuthContext, type Scope } from '../access/access.service.js';
import { scopeCompanyIds } from '../../db/text-filter.js';
import { forgetShareTarget } from '../shares/shares.repo.js';

export interface DeptRow {
  id: number;
  name: string;
  companyId: number;
  parentId: number | null;
}

/** Nests rows by parentId; a row whose parent is not among them is a root. */
export function deptTree(rows: DeptRow[]): DeptNode[] {
  const nodes = new Map<number, DeptNode>(rows.map((r) => [r.id, { ...r, child: [] }]));
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.child : roots).push(node);
  }
  return roots;
}

export function createDeptService(ctx: Ctx) {
  const { kysely } = ctx.db;
  const columns = ['id', 'name', 'companyId', 'parentId'] as const;

  function rows(scope: Scope, companyId?: number): Promise<DeptRow[]> {
    let q = kysely.selectFrom('depts').select(columns);
    if (!scope.all) q = q.where('companyId', 'in', scopeCompanyIds(scope));
    if (companyId !== undefined) q = q.where('companyId', '=', companyId);
    return q.orderBy('companyId').orderBy('id').execute();
  }

  async function deptInScope(scope: Scope, id: number): Promise<DeptRow> {
    const dept = await kysely.selectFrom('depts').select(columns).where('id', '=', id).executeTakeFirst();
    if (!dept || !inScope(scope, dept.companyId)) throw notFound('department');
    return dept;
  }

  /** A department given for a company must be one of that company's (400 naming the field). */
  async function assertInCompany(field: string, deptId: number, companyId: number): Promise<void> {
    const dept = await kysely
      .selectFrom('depts')
      .select('id')
      .where('id', '=', deptId)
      .where('companyId', '=', companyId)
      .executeTakeFirst();
    if (!dept) throw badRequest(fieldText(field, { zh: '不是该公司的部门', en: 'not a department of the company' }));
  }

  async function companyExists(id: number): Promise<boolean> {
    return (await kysely.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** Walks up from the new parent: meeting the department itself would close a loop. */
  async function assertNotBelow(dept: DeptRow, parentId: number): Promise<void> {
    const parentOf = new Map((await rows({ all: true }, dept.companyId)).map((r) => [r.id, r.parentId]));
    for (let at: number | null = parentId; at !== null; at = parentOf.get(at) ?? null) {
      if (at === dept.id)
        throw badRequest(
          fieldText('parentId', { zh: '部门不能是自己的上级', en: 'a department cannot be its own ancestor' }),
        );
    }
  }

  function tree(auth: AuthContext): Promise<DeptNode[]> {
    return rows(auth.scope).then(deptTree);
  }

  async function create(auth: AuthContext, input: DeptCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    if (!inScope(auth.scope, companyId) || !(await companyExists(companyId))) throw notFound('company');
    const parentId = input.parentId ?? null;
    if (parentId !== null) await assertInCompany('parentId', parentId, companyId);
    const { id } = await kysely
      .insertInto('depts')
      .values({ companyId, parentId, name: input.name, createdAt: ctx.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id };
  }

  async function update(auth: AuthContext, input: DeptUpdate): Promise<void> {
    const dept = await deptInScope(auth.scope, input.id);
    if (input.parentId) {
      await assertInCompany('parentId', input.parentId, dept.companyId);
      await assertNotBelow(dept, input.parentId);
    }
    if (input.name === undefined && input.parentId === undefined) return;
    await kysely
      .updateTable('depts')
      .set({ name: input.name, parentId: input.parentId })
      .where('id', '=', dept.id)
      .execute();
  }

  /** Sub-departments go with it; its users keep their accounts without a department. */
  async function remove(auth: AuthContext, id: number): Promise<void> {
    await deptInScope(auth.scope, id);
    await kysely.deleteFrom('depts').where('id', '=', id).execute();
    await forgetShareTarget(kysely, ShareTargetType.dept, id);
  }

  async function users(auth: AuthContext, id: number): Promise<MemberInfo[]> {
    await deptInScope(auth.scope, id);
    return kysely
      .selectFrom('users')
      .select(['id', 'nickName', 'username'])
      .where('deptId', '=', id)
      .orderBy('id')
      .execute();
  }

  return { tree, create, update, remove, users, assertInCompany, deptInScope };
}
export type DeptService = ReturnType<typeof createDeptService>;
