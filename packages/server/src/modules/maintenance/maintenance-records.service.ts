import {
  ItemResult,
  type AlarmRecordRow,
  MaintenanceType,
  RecordSource,
  type MaintenanceRecordDetail,
  type MaintenanceRecordRow,
  type Page,
  type RecordHandle,
  type RecordItem,
  type RecordPageQuery,
  type RecordResult,
  type RecordUser,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { createJobRuns } from '../../jobs/job-runs.js';
import type { AuthContext } from '../access/access.service.js';
import { toEpochMs } from '../devices/zoned-time.js';
import type { ShareService } from '../shares/shares.service.js';
import type { ListedPlanRow } from './maintenance-plans.repo.js';
import { parseSchedule, type PlanService } from './maintenance-plans.service.js';
import { createRecordRepo, type RecordDbRow } from './maintenance-records.repo.js';
import { recordState, recordTimes } from './maintenance-state.js';

/** What the alarm module tells about the alarms a maintenance record suppressed. */
export interface SuppressedAlarms {
  suppressedCounts(recordIds: number[]): Promise<Map<number, number>>;
  suppressedBy(auth: AuthContext, recordId: number): Promise<AlarmRecordRow[]>;
}

export interface RecordServiceDeps {
  plans: PlanService;
  shares: Pick<ShareService, 'usersReached'>;
  alarms: SuppressedAlarms;
}

/** A new record, for its notices. */
export interface MadeRecord {
  id: number;
  planName: string;
  dueAt: number;
  userIds: number[];
}

type Row = RecordDbRow & {
  doneByNick: string | null;
  doneByAccount: string | null;
  confirmByNick: string | null;
  confirmByAccount: string | null;
};

const userOf = (id: number | null, nick: string | null, account: string | null): RecordUser | null =>
  id === null ? null : { id, name: nick || account || '' };

/** `/mainRecord`: records made by schedules, by hand and by triggers; handling, confirmation. */
export function createRecordService(ctx: Ctx, deps: RecordServiceDeps) {
  const repo = createRecordRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;
  const time = (ms: number | null) => (ms === null ? null : formatTime(ms, timeZone));
  const listeners = new Set<(record: MadeRecord) => void>();

  async function present(rows: Row[]): Promise<MaintenanceRecordRow[]> {
    const ids = rows.map((r) => r.id);
    const [assigned, suppressed] = await Promise.all([repo.assignees(ids), deps.alarms.suppressedCounts(ids)]);
    const now = ctx.now();
    return rows.map((r) => ({
      id: r.id,
      planId: r.planId,
      planName: r.planName,
      type: r.type as MaintenanceType,
      source: r.source as RecordSource,
      triggerId: r.triggerId,
      deviceId: r.deviceId,
      archiveId: r.archiveId,
      targetName: r.targetName,
      state: recordState(r, now),
      noticeTime: formatTime(r.noticeAt, timeZone),
      dueTime: formatTime(r.dueAt, timeZone),
      overdueTime: formatTime(r.overdueAt, timeZone),
      doneTime: time(r.doneAt),
      doneBy: userOf(r.doneBy, r.doneByNick, r.doneByAccount),
      result: r.result as RecordResult | null,
      confirmed: r.confirmedAt === null ? 0 : 1,
      confirmTime: time(r.confirmedAt),
      confirmBy: userOf(r.confirmedBy, r.confirmByNick, r.confirmByAccount),
      assignees: assigned
        .filter((a) => a.recordId === r.id)
        .map((a) => ({ id: a.id, name: a.nickName || a.username || '' })),
      suppressedAlarms: suppressed.get(r.id) ?? 0,
    }));
  }

  async function visible(auth: AuthContext, id: number): Promise<Row> {
    const row = await repo.find(deps.plans.recordVisibility(auth), id);
    if (!row) throw notFound('maintenance record');
    return row;
  }

  async function page(auth: AuthContext, query: RecordPageQuery): Promise<Page<MaintenanceRecordRow>> {
    const p = query.param;
    const filter = {
      planId: p.planId,
      deviceId: p.deviceId,
      state: p.state,
      assignedTo: p.mine === 1 ? auth.user.id : undefined,
      from: p.startTime === undefined ? undefined : toEpochMs(p.startTime, timeZone),
      to: p.endTime === undefined ? undefined : toEpochMs(p.endTime, timeZone),
    };
    const { rows, total } = await repo.page(deps.plans.recordVisibility(auth), filter, ctx.now(), query);
    return { records: await present(rows), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function get(auth: AuthContext, id: number): Promise<Omit<MaintenanceRecordDetail, 'images'>> {
    const row = await visible(auth, id);
    const [presented] = await present([row]);
    const done = row.doneAt !== null;
    return {
      ...presented!,
      items: JSON.parse(row.items) as RecordItem[],
      notes: row.notes,
      suppressAlarms: row.suppressAlarms === 1 ? 1 : 0,
      canHandle: !done && auth.permissions.has('nullmainPlanInfo:handle'),
      canConfirm: done && row.confirmedAt === null && auth.permissions.has('nullmainPlanInfo:confirm'),
    };
  }

  /**
   * Makes a record of a plan due at `dueAt`, for the plan's assignees (its creator when it has none).
   * With a claim, only the one caller that gets it makes the record (schedules across servers and
   * restarts); answers the record's id, or null when someone else had the claim.
   */
  async function make(
    plan: ListedPlanRow,
    dueAt: number,
    source: RecordSource,
    options: { triggerId?: number; claim?: string } = {},
  ): Promise<number | null> {
    const reached = (await deps.shares.usersReached('plan', plan.id)).map((u) => u.id);
    const userIds = reached.length > 0 ? reached : plan.createdBy === null ? [] : [plan.createdBy];
    const items = (JSON.parse(plan.checkItems) as string[]).map((name) => ({ name, result: null, note: '' }));
    const values = {
      ...recordTimes(dueAt, plan),
      companyId: plan.companyId,
      planId: plan.id,
      planName: plan.name,
      type: source === RecordSource.trigger ? MaintenanceType.triggered : plan.type,
      source,
      triggerId: options.triggerId ?? null,
      deviceId: plan.targetType === 1 ? plan.deviceId : plan.archiveDeviceId,
      archiveId: plan.archiveId,
      targetName: (plan.targetType === 1 ? plan.deviceName : plan.archiveName) ?? '',
      suppressAlarms: plan.suppressAlarms,
      doneAt: null,
      doneBy: null,
      result: null,
      notes: '',
      items: JSON.stringify(items),
      confirmedAt: null,
      confirmedBy: null,
      createdAt: ctx.now(),
    };
    const claim = options.claim;
    const id = await repo.transaction(async (trx) => {
      // Claim and record commit together: a crash between them cannot lose the record.
      if (claim !== undefined && !(await createJobRuns(trx, ctx.now).claim(claim, dueAt))) return null;
      return repo.insert(trx, values, userIds);
    });
    if (id !== null) for (const l of listeners) l({ id, planName: plan.name, dueAt, userIds });
    return id;
  }

  /** `POST /mainPlan/record/{id}`: a record of an enabled plan made by hand, due now or at the given time. */
  async function makeByHand(auth: AuthContext, planId: number, dueTime: string | number | null) {
    const plan = await deps.plans.visiblePlan(auth, planId);
    if (plan.status !== 1) {
      throw badRequest(fieldText('id', { zh: '计划未启用', en: 'the plan is not enabled' }));
    }
    const dueAt = dueTime === null ? ctx.now() : toEpochMs(dueTime, timeZone);
    return { id: (await make(plan, dueAt, RecordSource.manual))! };
  }

  /** A trigger's action: a record of an enabled plan of the trigger's company, due now (type 1 triggered). */
  async function openForTrigger(companyId: number, planId: number, triggerId: number, at: number) {
    const plan = await deps.plans.byId(planId);
    if (!plan || plan.companyId !== companyId) throw notFound('maintenance plan');
    if (plan.status !== 1) throw badRequest(fieldText('planId', { zh: '计划未启用', en: 'the plan is not enabled' }));
    return (await make(plan, at, RecordSource.trigger, { triggerId }))!;
  }

  function checkedItems(row: Row, input: RecordHandle): RecordItem[] {
    const items = JSON.parse(row.items) as RecordItem[];
    if (input.items.length !== items.length) {
      throw badRequest(
        fieldText('items', {
          zh: `需要 ${items.length} 项结果，每个检查项一项`,
          en: `${items.length} results, one per check item`,
        }),
      );
    }
    const merged = items.map((item, i) => ({ name: item.name, ...input.items[i]! }));
    const missing = merged.findIndex((item) => item.result === null);
    if (input.done && missing >= 0) {
      throw badRequest(fieldText(`items.${missing}.result`, { zh: '完成前需填写结果', en: 'required to finish' }));
    }
    return merged;
  }

  /** Saves results and notes; `done` completes the record (then it can no longer change). */
  async function handle(auth: AuthContext, id: number, input: RecordHandle): Promise<void> {
    const row = await visible(auth, id);
    const alreadyDone = () => badRequest(fieldText('id', { zh: '记录已完成', en: 'the record is already done' }));
    if (row.doneAt !== null) throw alreadyDone();
    const items = checkedItems(row, input);
    const failed = items.some((item) => item.result === ItemResult.failed);
    const result = input.result ?? (input.done ? (failed ? 1 : 0) : null);
    const done = input.done ? { at: ctx.now(), by: auth.user.id } : null;
    if (!(await repo.handle(row.id, { items: JSON.stringify(items), notes: input.notes, result }, done))) {
      throw alreadyDone();
    }
    // A plan due once is over when its record is done.
    if (done && row.source === RecordSource.schedule && row.planId !== null) {
      const plan = await deps.plans.byId(row.planId);
      if (plan && parseSchedule(plan.schedule)?.kind === 'once') await deps.plans.expire(plan.id, 1);
    }
  }

  async function confirm(auth: AuthContext, id: number): Promise<void> {
    const row = await visible(auth, id);
    if (row.doneAt === null)
      throw badRequest(fieldText('id', { zh: '记录尚未完成', en: 'the record is not done yet' }));
    if (!(await repo.confirm(row.id, auth.user.id, ctx.now()))) {
      throw badRequest(fieldText('id', { zh: '记录已确认', en: 'the record is already confirmed' }));
    }
  }

  /** The device's alarms recorded as suppressed while the record was open. */
  async function suppressedAlarms(auth: AuthContext, id: number): Promise<AlarmRecordRow[]> {
    return deps.alarms.suppressedBy(auth, (await visible(auth, id)).id);
  }

  /** Called with every record made (its notices go out from there). */
  function onCreated(listener: (record: MadeRecord) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    page,
    get,
    visible,
    make,
    makeByHand,
    openForTrigger,
    handle,
    confirm,
    suppressedAlarms,
    onCreated,
    /** The alarm writer's question: the record open on a device at `ts` that suppresses its alarms. */
    suppressing: repo.suppressing,
  };
}
export type RecordService = ReturnType<typeof createRecordService>;
