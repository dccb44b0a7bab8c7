import {
  CustomDataType,
  type CustomDataConfig,
  type CustomDataCreate,
  type CustomDataDetail,
  type CustomDataPageQuery,
  type CustomDataRecord,
  type CustomDataUpdate,
  type DiffValueQuery,
  type RepertoryCreate,
  type RepertoryNode,
  type RepertoryUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound, required } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { inScope, type AuthContext } from '../access/access.service.js';
import { assertNoCycle, checkedConfig } from './config-rules.js';
import { createCustomDataRepo, type CustomDataRow, type RepertoryRow } from './customdata.repo.js';
import type { CustomDataDefinition } from './engine.js';
import { roundTo } from './expression/functions.js';
import { refsOf } from './graph.js';
import { statisticPeriod } from './periods.js';
import { createChangeFeed } from '../../cluster/change-feed.js';

/** First and last stored value of a variable in [from, to); the telemetry storage implements it. */
export interface HistoryReader {
  firstAndLast(variableId: number, from: number, to: number): Promise<{ first: number; last: number } | undefined>;
}

const OTHER_COMPANY = { zh: '属于其他公司', en: 'belongs to another company' };
const readBy = (names: string) => fieldText('id', { zh: `正被 ${names} 引用`, en: `read by ${names}` });

export function createCustomDataService(ctx: Ctx, deps: { history: HistoryReader }) {
  const repo = createCustomDataRepo(ctx.db.kysely);
  const changes = createChangeFeed<null>();
  const changed = () => void changes.emit(null);

  const record = (r: CustomDataRow): CustomDataRecord => ({
    id: r.id,
    name: r.name,
    type: r.type as CustomDataType,
    description: r.description,
    createTime: formatTime(r.createdAt, ctx.config.timeZone),
    unit: r.unit,
    repertoryId: r.repertoryId,
  });

  async function visible(auth: AuthContext, id: number): Promise<CustomDataRow> {
    const row = await repo.find(auth.scope, id);
    if (!row) throw notFound('custom data');
    return row;
  }

  async function visibleRepertory(auth: AuthContext, id: number): Promise<RepertoryRow> {
    const row = await repo.findRepertory(auth.scope, id);
    if (!row) throw notFound('repertory');
    return row;
  }

  /** Every variable and item a config reads must be visible to the caller. */
  async function assertRefsVisible(auth: AuthContext, type: number, config: CustomDataConfig): Promise<void> {
    const refs = refsOf(type, config);
    const variableIds = refs.filter((r) => r.kind === 'variable').map((r) => r.id);
    const dataIds = refs.filter((r) => r.kind === 'customdata').map((r) => r.id);
    const [variables, data] = await Promise.all([
      repo.visibleVariableIds(auth.scope, variableIds),
      repo.visibleIds(auth.scope, dataIds),
    ]);
    if (variableIds.some((id) => !variables.has(id))) throw notFound('variable');
    if (dataIds.some((id) => !data.has(id))) throw notFound('custom data');
  }

  async function tree(auth: AuthContext): Promise<{ repertories: RepertoryNode[] }> {
    const [rows, counts] = await Promise.all([repo.repertoryList(auth.scope), repo.countsByRepertory(auth.scope)]);
    const nodes = new Map<number, RepertoryNode>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          name: r.name,
          parentId: r.parentId,
          companyId: r.companyId,
          count: counts.get(r.id) ?? 0,
          total: 0,
          children: [],
        },
      ]),
    );
    const roots: RepertoryNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
      (parent ? parent.children : roots).push(node);
    }
    const sum = (n: RepertoryNode): number => (n.total = n.count + n.children.reduce((s, c) => s + sum(c), 0));
    roots.forEach(sum);
    return { repertories: roots };
  }

  async function page(auth: AuthContext, query: CustomDataPageQuery) {
    if (query.param.repertoryId) await visibleRepertory(auth, query.param.repertoryId);
    const { rows, total } = await repo.page(auth.scope, query);
    return { records: rows.map(record), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function get(auth: AuthContext, id: number): Promise<CustomDataDetail> {
    const row = await visible(auth, id);
    return {
      ...record(row),
      deviceId: null,
      companyId: row.companyId,
      decimalPlaces: row.decimalPlaces,
      config: JSON.parse(row.config) as CustomDataConfig,
      value: row.value,
    };
  }

  async function create(auth: AuthContext, input: CustomDataCreate): Promise<{ id: number }> {
    const repertory = await visibleRepertory(auth, input.repertoryId);
    const config = checkedConfig(input.type, input.config);
    await assertRefsVisible(auth, input.type, config);
    const id = await repo.insert({
      companyId: repertory.companyId,
      repertoryId: repertory.id,
      name: input.name,
      type: input.type,
      description: input.description,
      unit: input.unit,
      decimalPlaces: input.decimalPlaces,
      config: JSON.stringify(config),
      value: input.type === CustomDataType.constant ? (config as { value: number }).value : null,
      createdAt: ctx.now(),
    });
    changed();
    return { id };
  }

  /** The new type and config of an update: a given config, a constant's value, or what is stored. */
  function nextConfig(row: CustomDataRow, input: CustomDataUpdate): { type: number; config?: CustomDataConfig } {
    const type = input.type ?? row.type;
    if (input.config !== undefined) return { type, config: checkedConfig(type, input.config) };
    if (input.value !== undefined) {
      if (type !== CustomDataType.constant || row.type !== CustomDataType.constant) {
        throw badRequest(
          fieldText('value', { zh: '只有常量（类型 4）才有值', en: 'only a constant (type 4) has a value' }),
        );
      }
      return { type, config: { value: input.value } };
    }
    if (type !== row.type)
      throw badRequest(fieldText('config', { zh: '类型变更时必填', en: 'required when the type changes' }));
    return { type };
  }

  async function update(auth: AuthContext, input: CustomDataUpdate): Promise<void> {
    const row = await visible(auth, input.id);
    const { type, config } = nextConfig(row, input);
    const repertory = input.repertoryId === undefined ? undefined : await visibleRepertory(auth, input.repertoryId);
    if (repertory && repertory.companyId !== row.companyId) throw badRequest(fieldText('repertoryId', OTHER_COMPANY));
    if (config) {
      await assertRefsVisible(auth, type, config);
      const others = await repo.ofCompany(row.companyId);
      const names = new Map(others.map((o) => [o.id, o.name]));
      assertNoCycle({ id: row.id, type, config }, others, (id) => names.get(id) ?? `#${id}`);
    }
    await repo.update(row.id, {
      repertoryId: repertory?.id,
      name: input.name,
      description: input.description,
      unit: input.unit,
      decimalPlaces: input.decimalPlaces,
      type,
      ...(config && {
        config: JSON.stringify(config),
        value: type === CustomDataType.constant ? (config as { value: number }).value : null,
      }),
    });
    changed();
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const row = await visible(auth, id);
    const readers = (await repo.ofCompany(row.companyId)).filter((o) =>
      refsOf(o.type, JSON.parse(o.config) as CustomDataConfig).some((r) => r.kind === 'customdata' && r.id === id),
    );
    if (readers.length > 0) throw badRequest(readBy(readers.map((r) => r.name).join(', ')));
    await repo.remove(id);
    changed();
  }

  async function createRepertory(auth: AuthContext, input: RepertoryCreate): Promise<{ id: number }> {
    const parent = input.parentId === null ? undefined : await visibleRepertory(auth, input.parentId);
    const companyId = parent?.companyId ?? input.companyId ?? auth.user.companyId;
    if (!inScope(auth.scope, companyId)) throw notFound('company');
    if (parent && input.companyId !== undefined && input.companyId !== parent.companyId) {
      throw badRequest(fieldText('parentId', OTHER_COMPANY));
    }
    const id = await repo.insertRepertory({
      companyId,
      name: input.name,
      parentId: parent?.id ?? null,
      createdAt: ctx.now(),
    });
    return { id };
  }

  async function updateRepertory(auth: AuthContext, input: RepertoryUpdate): Promise<void> {
    const row = await visibleRepertory(auth, input.id);
    if (input.parentId) {
      const parent = await visibleRepertory(auth, input.parentId);
      if (parent.companyId !== row.companyId) throw badRequest(fieldText('parentId', OTHER_COMPANY));
      const all = new Map((await repo.repertoryList(auth.scope)).map((r) => [r.id, r.parentId]));
      for (let at: number | null | undefined = parent.id; at; at = all.get(at)) {
        if (at === row.id)
          throw badRequest(
            fieldText('parentId', { zh: '不能把目录移到它自己下面', en: 'would put the repertory inside itself' }),
          );
      }
    }
    await repo.updateRepertory(row.id, { name: input.name, parentId: input.parentId });
  }

  async function removeRepertory(auth: AuthContext, id: number): Promise<void> {
    await visibleRepertory(auth, id);
    if (await repo.repertoryInUse(id))
      throw badRequest(
        fieldText('id', { zh: '目录下还有数据或子目录', en: 'the repertory still holds data or sub-repertories' }),
      );
    await repo.removeRepertory(id);
  }

  /** last − first of a counter variable over a statistic period (null when nothing was stored in it). */
  async function diffValue(auth: AuthContext, query: DiffValueQuery): Promise<{ value: number | null }> {
    let spec: { variableId?: number; timeType?: number; startTime?: number; endTime?: number } = query;
    if (query.dataId) {
      const row = await visible(auth, query.dataId);
      if (row.type !== CustomDataType.statistics)
        throw badRequest(fieldText('dataId', { zh: '不是统计项', en: 'not a statistics item' }));
      spec = {
        ...(JSON.parse(row.config) as typeof spec),
        ...(query.timeType !== undefined && { timeType: query.timeType }),
      };
    }
    if (!spec.variableId) throw badRequest(required('variableId'));
    if (spec.timeType === undefined) throw badRequest(required('timeType'));
    if ((await repo.visibleVariableIds(auth.scope, [spec.variableId])).size === 0) throw notFound('variable');
    let period;
    try {
      period = statisticPeriod(spec.timeType, ctx.now(), ctx.config.timeZone, spec);
    } catch {
      throw badRequest(
        fieldText('startTime', {
          zh: '自定义时段的 startTime 须早于 endTime',
          en: 'a custom period needs startTime before endTime',
        }),
      );
    }
    const range = await deps.history.firstAndLast(spec.variableId, period.from, period.to);
    return { value: range ? roundTo(range.last - range.first, query.decimalPlaces) : null };
  }

  /** Every configured item, for the computation engine. */
  async function definitions(): Promise<CustomDataDefinition[]> {
    return (await repo.all()).map((r) => ({ ...r, config: JSON.parse(r.config) as CustomDataConfig }));
  }

  /** The company of an item, for the broker's topic rules; null when there is no such item. */
  async function ownerOf(id: number): Promise<{ companyId: number } | null> {
    const row = await repo.find({ all: true }, id);
    return row ? { companyId: row.companyId } : null;
  }

  /** Called after every change of the items, so that the engine can reload them. */
  const onChange = (listener: () => void): (() => void) => changes.listen(listener);

  return {
    tree,
    page,
    get,
    create,
    update,
    remove,
    createRepertory,
    updateRepertory,
    removeRepertory,
    diffValue,
    definitions,
    ownerOf,
    onChange,
    changes,
  };
}
export type CustomDataService = ReturnType<typeof createCustomDataService>;
