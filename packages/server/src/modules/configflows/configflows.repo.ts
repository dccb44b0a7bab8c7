import type { ConfigFlowListQuery } from '@iot/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import type { ConfigFlowTable, Database } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

/** 0 a flow, 1 a template: templates live in the flows' table as a kind of their own. */
export type FlowKind = 'flow' | 'template';
const templateFlag = (kind: FlowKind) => (kind === 'template' ? 1 : 0);

export function createConfigFlowRepo(kysely: Kysely<Database>) {
  const flows = (scope: Scope, kind: FlowKind) =>
    kysely
      .selectFrom('configFlows as f')
      .innerJoin('companies as c', 'c.id', 'f.companyId')
      .select([
        'f.id',
        'f.name',
        'f.description',
        'f.image',
        'f.type',
        'f.publish',
        'f.repertoryId',
        'f.templateId',
        'f.isFromTemplate',
        'f.companyId',
        'c.name as companyName',
        'f.createdAt',
        'f.updatedAt',
      ])
      .where('f.template', '=', templateFlag(kind))
      .$if(!scope.all, (q) => q.where('f.companyId', 'in', scopeCompanyIds(scope)));

  /** Newest first: the flow just made tops the pickers. */
  async function page(scope: Scope, kind: FlowKind, query: ConfigFlowListQuery) {
    const { pageIndex, pageCount, publish, type, name, repertoryId } = query;
    let q = flows(scope, kind);
    if (publish !== undefined) q = q.where('f.publish', '=', publish);
    if (type !== undefined) q = q.where('f.type', '=', type);
    if (repertoryId !== undefined) q = q.where('f.repertoryId', '=', repertoryId);
    if (name) q = q.where(containsText('f.name', name));
    return fetchPage(q.orderBy('f.updatedAt', 'desc').orderBy('f.id', 'desc'), {
      pageNum: pageIndex,
      pageSize: pageCount,
    });
  }

  const find = (scope: Scope, kind: FlowKind, id: number) =>
    flows(scope, kind).where('f.id', '=', id).executeTakeFirst();

  /** The parts of a flow that only its detail carries. */
  const documentOf = (id: number) =>
    kysely
      .selectFrom('configFlows')
      .select(['content', 'backgroundImage'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Whether a device of the flow's company shows it as its flow (the hardware tab, spec visual-side 2.7). */
  async function boundToDevice(flowId: number, companyId: number): Promise<boolean> {
    const row = await kysely
      .selectFrom('devices')
      .select('id')
      .where('configFlowId', '=', flowId)
      .where('companyId', '=', companyId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function insert(row: Insertable<ConfigFlowTable>): Promise<number> {
    return (await kysely.insertInto('configFlows').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function update(id: number, changes: Updateable<ConfigFlowTable>): Promise<void> {
    await kysely.updateTable('configFlows').set(changes).where('id', '=', id).execute();
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('configFlows').where('id', '=', id).execute();
  }

  return { page, find, documentOf, boundToDevice, insert, update, remove };
}
export type ConfigFlowRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createConfigFlowRepo>['find']>>>;
