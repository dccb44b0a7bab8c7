import {
  TriggerType,
  type ActionResult,
  type FiringCause,
  type FiringOutcome,
  type Page,
  type TriggerAction,
  type TriggerCondition,
  type TriggerCreate,
  type TriggerLogPageQuery,
  type TriggerLogRow,
  type TriggerPageQuery,
  type TriggerRecord,
  type TriggerType as TriggerTypeCode,
  type TriggerUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { AppError, badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { nextDue, scheduleView, storedSchedule, type StoredSchedule } from '../../jobs/schedule.js';
import type { AuthContext } from '../access/access.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import type { TriggerFiring } from './trigger-firing.js';
import { createTriggerRefs, type RefDeps } from './trigger-refs.js';
import { createTriggerRepo, type TriggerRow } from './triggers.repo.js';
import { createChangeFeed } from '../../cluster/change-feed.js';

export interface TriggerServiceDeps extends RefDeps {
  tenancy: Pick<TenancyService, 'companyInScope'>;
}

export const parseTriggerSchedule = (text: string | null): StoredSchedule | null =>
  text === null ? null : (JSON.parse(text) as StoredSchedule);

/** `/trigger`: a company's triggers, their status, firing by a call, and the firing log. */
export function createTriggerService(ctx: Ctx, deps: TriggerServiceDeps) {
  const repo = createTriggerRepo(ctx.db.kysely);
  const refs = createTriggerRefs(deps, repo);
  const { timeZone } = ctx.config;
  const changes = createChangeFeed<number>();
  const changed = (id: number) => void changes.emit(id);
  let firing: TriggerFiring | undefined;

  async function visible(auth: AuthContext, id: number) {
    const row = await repo.find(auth.scope, id);
    if (!row) throw notFound('trigger');
    return row;
  }

  function nextFireOf(row: TriggerRow): number | null {
    const schedule = parseTriggerSchedule(row.schedule);
    if (row.enabled !== 1 || schedule === null) return null;
    return nextDue(schedule, Math.max(ctx.now(), row.scheduleFrom - 1), timeZone);
  }

  async function present(rows: (TriggerRow & { companyName: string })[]): Promise<TriggerRecord[]> {
    const last = await repo.lastFired(rows.map((r) => r.id));
    const time = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : formatTime(ms, timeZone));
    return rows.map((row) => {
      const schedule = parseTriggerSchedule(row.schedule);
      return {
        id: row.id,
        companyId: row.companyId,
        companyName: row.companyName,
        name: row.name,
        type: row.type as TriggerTypeCode,
        enabled: row.enabled === 1 ? 1 : 0,
        variableId: row.variableId,
        customDataId: row.customDataId,
        condition: row.condition === null ? null : (JSON.parse(row.condition) as TriggerCondition),
        schedule: schedule && scheduleView(schedule, timeZone),
        actions: JSON.parse(row.actions) as TriggerAction[],
        description: row.description,
        nextFireTime: time(nextFireOf(row)),
        lastFireTime: time(last.get(row.id)),
        createTime: formatTime(row.createdAt, timeZone),
        updateTime: formatTime(row.updatedAt, timeZone),
      };
    });
  }

  async function fieldsOf(auth: AuthContext, companyId: number, input: Omit<TriggerCreate, 'companyId'>) {
    await refs.check(auth, companyId, input);
    return {
      name: input.name,
      type: input.type,
      enabled: input.enabled,
      variableId: input.variableId,
      customDataId: input.customDataId,
      condition: input.condition === null ? null : JSON.stringify(input.condition),
      schedule: input.schedule === null ? null : JSON.stringify(storedSchedule(input.schedule, timeZone)),
      actions: JSON.stringify(input.actions),
      description: input.description,
    };
  }

  async function page(auth: AuthContext, query: TriggerPageQuery): Promise<Page<TriggerRecord>> {
    const { rows, total } = await repo.page(auth.scope, query.param, query);
    return { records: await present(rows), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function get(auth: AuthContext, id: number): Promise<TriggerRecord> {
    return (await present([await visible(auth, id)]))[0]!;
  }

  async function create(auth: AuthContext, input: TriggerCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    await deps.tenancy.companyInScope(auth.scope, companyId);
    const now = ctx.now();
    const fields = await fieldsOf(auth, companyId, input);
    const id = await repo.insert({
      ...fields,
      companyId,
      scheduleFrom: now,
      createdBy: auth.user.id,
      createdAt: now,
      updatedAt: now,
    });
    changed(id);
    return { id };
  }

  async function update(auth: AuthContext, input: TriggerUpdate): Promise<void> {
    const row = await visible(auth, input.id);
    const fields = await fieldsOf(auth, row.companyId, input);
    const now = ctx.now();
    // A new schedule, or enabling, starts now: earlier due times are not made up.
    const restart = fields.schedule !== row.schedule || (fields.enabled === 1 && row.enabled !== 1);
    await repo.update(row.id, { ...fields, scheduleFrom: restart ? now : row.scheduleFrom, updatedAt: now });
    changed(row.id);
  }

  async function setEnabled(auth: AuthContext, id: number, enabled: 0 | 1): Promise<void> {
    const row = await visible(auth, id);
    if (row.enabled === enabled) return;
    const now = ctx.now();
    await repo.update(row.id, { enabled, updatedAt: now, ...(enabled === 1 ? { scheduleFrom: now } : {}) });
    changed(row.id);
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    await repo.remove((await visible(auth, id)).id);
    changed(id);
  }

  /** `POST /trigger/fire/{id}`: runs an enabled trigger's actions now (a function trigger's only way). */
  async function fireByCall(auth: AuthContext, id: number): Promise<{ logId: number; outcome: FiringOutcome }> {
    const row = await visible(auth, id);
    if (row.enabled !== 1) throw badRequest(fieldText('id', { zh: '触发器未启用', en: 'the trigger is disabled' }));
    if (!firing) throw new AppError(503, { zh: '触发器未运行', en: 'triggers are not running' }, 503);
    return firing.fire(row, { cause: 'call', value: null, chain: new Set() });
  }

  async function logPage(auth: AuthContext, query: TriggerLogPageQuery): Promise<Page<TriggerLogRow>> {
    if (query.param.triggerId !== undefined) await visible(auth, query.param.triggerId);
    const { rows, total } = await repo.logPage(auth.scope, query.param, query);
    const records = rows.map((r) => ({
      id: r.id,
      triggerId: r.triggerId,
      triggerName: r.triggerName,
      cause: r.cause as FiringCause,
      value: r.value,
      outcome: r.outcome as FiringOutcome,
      results: JSON.parse(r.results) as ActionResult[],
      fireTime: formatTime(r.firedAt, timeZone),
    }));
    return { records, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Called after every change of a trigger (the runtime and the scheduler look at it again). */
  const onChange = (listener: (triggerId: number) => void): (() => void) => changes.listen(listener);

  return {
    page,
    get,
    create,
    update,
    setEnabled,
    remove,
    fireByCall,
    logPage,
    onChange,
    changes,
    /** The platform hands over the firing once remote writes run (platform.ts). */
    attach: (f: TriggerFiring | undefined) => void (firing = f),
    /** For the runtime and the scheduler (no caller). */
    valueTriggers: () => repo.enabledOf([TriggerType.variable, TriggerType.customData]),
    timingTriggers: () => repo.enabledOf([TriggerType.timing]),
    byId: repo.byId,
    repo,
  };
}
export type TriggerService = ReturnType<typeof createTriggerService>;
