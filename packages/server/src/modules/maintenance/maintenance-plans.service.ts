import {
  PlanStatus,
  UserType,
  type MaintenanceType,
  type Page,
  type PlanCreate,
  type PlanPageQuery,
  type PlanRecord,
  type PlanStatus as PlanStatusCode,
  type PlanTargetType,
  type PlanUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, forbidden, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { nextDue, scheduleView, storedSchedule, type StoredSchedule } from '../../jobs/schedule.js';
import type { AuthContext } from '../access/access.service.js';
import type { ArchiveService } from '../devices/archives.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import { companyZone, toEpochMs } from '../devices/zoned-time.js';
import type { ShareService } from '../shares/shares.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { createPlanRepo, type ListedPlanRow as ListedPlan, type PlanVisibility } from './maintenance-plans.repo.js';
import { createRecordRepo, type RecordVisibility } from './maintenance-records.repo.js';
import { checkPlanSchedule } from './maintenance-rules.js';
import { planColourCode } from './maintenance-state.js';
import { createChangeFeed } from '../../cluster/change-feed.js';

export interface PlanServiceDeps {
  tenancy: Pick<TenancyService, 'companyInScope'>;
  devices: Pick<DeviceService, 'deviceInScope'>;
  archives: Pick<ArchiveService, 'get'>;
  shares: Pick<ShareService, 'replace' | 'targetsOf' | 'thingIdsReaching' | 'forget'>;
}

/** Who may share (assign) a plan besides its creator. */
const SHARE_PERMISSION = 'nullmainPlanInfo:update';

export const parseSchedule = (text: string | null): StoredSchedule | null =>
  text === null ? null : (JSON.parse(text) as StoredSchedule);

/** `/mainPlan`: plans on a gateway or archive, their assignees (shares of kind `plan`) and status. */
export function createPlanService(ctx: Ctx, deps: PlanServiceDeps) {
  const repo = createPlanRepo(ctx.db.kysely);
  const records = createRecordRepo(ctx.db.kysely);
  const changes = createChangeFeed<number>();
  const changed = (id: number) => void changes.emit(id);

  function visibility({ scope, user }: AuthContext): PlanVisibility {
    return user.userType === UserType.user
      ? { scope, user: { id: user.id, sharedIds: deps.shares.thingIdsReaching('plan', user) } }
      : { scope };
  }

  /** Records: administrators their scope's; a user those assigned to it and those of the plans it sees. */
  function recordVisibility(auth: AuthContext): RecordVisibility {
    const v = visibility(auth);
    return v.user
      ? { scope: v.scope, user: { id: v.user.id, planIds: repo.idsVisibleTo(v.user) } }
      : { scope: v.scope };
  }

  const mayShare = (auth: AuthContext, row: { createdBy: number | null }) =>
    row.createdBy === auth.user.id || auth.permissions.has(SHARE_PERMISSION);

  async function visiblePlan(auth: AuthContext, id: number): Promise<ListedPlan> {
    const row = await repo.find(visibility(auth), id);
    if (!row) throw notFound('maintenance plan');
    return row;
  }

  function nextDueOf(row: ListedPlan): number | null {
    const schedule = parseSchedule(row.schedule);
    if (row.status !== PlanStatus.enabled || schedule === null) return null;
    const due = nextDue(schedule, Math.max(ctx.now(), row.scheduleFrom - 1), companyZone(ctx, row));
    return due !== null && (row.endAt === null || due <= row.endAt) ? due : null;
  }

  async function present(auth: AuthContext, rows: ListedPlan[]): Promise<PlanRecord[]> {
    const ids = rows.map((r) => r.id);
    const [targets, open] = await Promise.all([deps.shares.targetsOf('plan', ids), records.openByPlan(ids, ctx.now())]);
    return rows.map((row) => {
      const schedule = parseSchedule(row.schedule);
      const next = nextDueOf(row);
      const counts = open.get(row.id);
      const timeZone = companyZone(ctx, row);
      return {
        id: row.id,
        companyId: row.companyId,
        companyName: row.companyName,
        name: row.name,
        type: row.type as MaintenanceType,
        status: row.status as PlanStatusCode,
        colourCode: planColourCode(row.status, counts?.overdue ?? false),
        targetType: row.targetType as PlanTargetType,
        targetId: (row.targetType === 1 ? row.deviceId : row.archiveId) ?? 0,
        targetName: (row.targetType === 1 ? row.deviceName : row.archiveName) ?? '',
        deviceId: row.targetType === 1 ? row.deviceId : row.archiveDeviceId,
        archiveId: row.archiveId,
        schedule: schedule && scheduleView(schedule, timeZone),
        advanceMinutes: row.advanceMinutes,
        graceMinutes: row.graceMinutes,
        suppressAlarms: row.suppressAlarms === 1 ? 1 : 0,
        windowMinutes: row.windowMinutes,
        endTime: row.endAt === null ? null : formatTime(row.endAt, timeZone),
        checkItems: JSON.parse(row.checkItems) as string[],
        description: row.description,
        assignees: targets.get(row.id) ?? [],
        nextDueTime: next === null ? null : formatTime(next, timeZone),
        openRecords: counts?.open ?? 0,
        createdBy: row.createdBy,
        canShare: mayShare(auth, row),
        createTime: formatTime(row.createdAt, timeZone),
        updateTime: formatTime(row.updatedAt, timeZone),
      };
    });
  }

  /** The gateway or archive, of the plan's company and seen by the caller. */
  async function targetOf(auth: AuthContext, companyId: number, type: number, id: number) {
    const found =
      type === 1
        ? await deps.devices.deviceInScope(auth.scope, id)
        : await deps.archives.get(auth, id).catch(() => {
            throw notFound('archive');
          });
    if (found.companyId !== companyId) {
      throw badRequest(fieldText('targetId', { zh: '不属于计划所在的公司', en: "not of the plan's company" }));
    }
    return type === 1 ? { deviceId: id, archiveId: null } : { deviceId: null, archiveId: id };
  }

  /** The stored fields of a body, checked. */
  async function fieldsOf(auth: AuthContext, companyId: number, timeZone: string, input: PlanCreate | PlanUpdate) {
    checkPlanSchedule(input.type, input.schedule);
    const endAt = input.endTime === null ? null : toEpochMs(input.endTime, timeZone);
    return {
      name: input.name,
      type: input.type,
      targetType: input.targetType,
      ...(await targetOf(auth, companyId, input.targetType, input.targetId)),
      schedule: input.schedule === null ? null : JSON.stringify(storedSchedule(input.schedule, timeZone)),
      advanceMinutes: input.advanceMinutes,
      graceMinutes: input.graceMinutes,
      windowMinutes: input.windowMinutes,
      suppressAlarms: input.suppressAlarms,
      endAt,
      checkItems: JSON.stringify(input.checkItems),
      description: input.description,
    };
  }

  async function page(auth: AuthContext, query: PlanPageQuery): Promise<Page<PlanRecord>> {
    const { rows, total } = await repo.page(visibility(auth), query.param, query);
    return { records: await present(auth, rows), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function get(auth: AuthContext, id: number): Promise<PlanRecord> {
    return (await present(auth, [await visiblePlan(auth, id)]))[0]!;
  }

  async function create(auth: AuthContext, input: PlanCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    const company = await deps.tenancy.companyInScope(auth.scope, companyId);
    const fields = await fieldsOf(auth, companyId, companyZone(ctx, { companyTimeZone: company.timeZone }), input);
    const now = ctx.now();
    const id = await repo.insert({
      ...fields,
      companyId,
      status: input.status,
      scheduleFrom: now,
      createdBy: auth.user.id,
      createdAt: now,
      updatedAt: now,
    });
    await deps.shares.replace(auth, { kind: 'plan', thingId: id, targets: input.assignees });
    changed(id);
    return { id };
  }

  async function update(auth: AuthContext, input: PlanUpdate): Promise<void> {
    const row = await visiblePlan(auth, input.id);
    const fields = await fieldsOf(auth, row.companyId, companyZone(ctx, row), input);
    const now = ctx.now();
    // A new schedule starts now: due times it would have had before are not made up.
    const scheduleFrom = fields.schedule === row.schedule ? row.scheduleFrom : now;
    await repo.update(row.id, { ...fields, scheduleFrom, updatedAt: now });
    const held = (await deps.shares.targetsOf('plan', [row.id])).get(row.id) ?? [];
    const key = (t: { type: number; id: number }) => `${t.type}:${t.id}`;
    const same =
      held.length === input.assignees.length && input.assignees.every((a) => held.some((h) => key(h) === key(a)));
    if (!same) await deps.shares.replace(auth, { kind: 'plan', thingId: row.id, targets: input.assignees });
    changed(row.id);
  }

  /** Enable (from any status; the schedule resumes now) or deactivate. */
  async function setStatus(auth: AuthContext, id: number, status: 1 | 3): Promise<void> {
    const row = await visiblePlan(auth, id);
    if (row.status === status) return;
    const now = ctx.now();
    const extra = status === PlanStatus.enabled ? { scheduleFrom: now, updatedAt: now } : { updatedAt: now };
    if (status === PlanStatus.enabled && row.endAt !== null && row.endAt <= now) {
      throw badRequest(fieldText('status', { zh: '计划已过结束时间', en: "the plan's end time has passed" }));
    }
    await repo.setStatus(row.id, row.status, status, extra);
    changed(row.id);
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const row = await visiblePlan(auth, id);
    await repo.remove(row.id);
    await deps.shares.forget('plan', row.id);
    changed(row.id);
  }

  /** A plan the caller sees and may share: its creator, or a holder of the update permission. */
  async function shareable(auth: AuthContext, id: number): Promise<{ id: number; companyId: number }> {
    const row = await visiblePlan(auth, id);
    if (!mayShare(auth, row))
      throw forbidden(
        fieldText('thingId', {
          zh: `需要 ${SHARE_PERMISSION} 或为计划创建人`,
          en: `needs ${SHARE_PERMISSION} or to be the plan's creator`,
        }),
      );
    return { id: row.id, companyId: row.companyId };
  }

  /** Called after every change of a plan (the scheduler looks at it again). */
  const onChange = (listener: (planId: number) => void): (() => void) => changes.listen(listener);

  return {
    page,
    get,
    create,
    update,
    setStatus,
    remove,
    shareable,
    visiblePlan,
    visibility,
    recordVisibility,
    onChange,
    changes,
    /** For the scheduler and triggers (no caller). */
    byId: repo.byId,
    scheduled: repo.scheduled,
    expire: (id: number, from: number) => repo.setStatus(id, from, PlanStatus.expired, { updatedAt: ctx.now() }),
    count: repo.count,
    plans: repo.plans,
  };
}
export type PlanService = ReturnType<typeof createPlanService>;
