import { AlarmVarType } from '@iot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { LatestValue } from '../../telemetry/latest-cache.js';
import type { ActiveAlarm, AlarmEvent } from './alarm-engine.js';
import type { AlarmEventRepo, NewSnapshotItem, RaiseContext, RecordChange } from './alarm-events.repo.js';
import type { NoticeInput } from './alarm-notifier.js';

export interface WriterDeps {
  repo: AlarmEventRepo;
  latest: { full(variableId: number): LatestValue | undefined };
  notify(input: NoticeInput): Promise<{ isPush: 0 | 1; isSuccess: 0 | 1 }>;
  /** The maintenance record open on a device at a time, whose alarms are suppressed (no notice); null if none. */
  suppressing?(deviceId: number, ts: number): Promise<number | null>;
  log: FastifyBaseLogger;
  /** Events held at most; beyond it they are dropped and counted (the engine is told to forget the alarm). */
  capacity?: number;
  onDrop?(event: AlarmEvent): void;
}

export interface WriterStats {
  queued: number;
  /** Notices held back because a maintenance record was open on the device. */
  suppressed: number;
  raised: number;
  changed: number;
  recovered: number;
  notices: number;
  dropped: number;
  failed: number;
}

const SYMBOL: Record<ActiveAlarm['kind'], string> = { uupper: '>', upper: '>', lower: '<', llower: '<', switch: '→' };

/** The record's description: the config's, or what was crossed ("temp > 80", "pump 0→1"). */
export function describeAlarm(context: Pick<RaiseContext, 'alertDesc' | 'variableName'>, alarm: ActiveAlarm): string {
  if (context.alertDesc) return context.alertDesc;
  if (alarm.kind === 'switch') return `${context.variableName} ${1 - alarm.limit}→${alarm.limit}`;
  return `${context.variableName} ${SYMBOL[alarm.kind]} ${alarm.limit}`;
}

function recordChange(context: RaiseContext, event: { alarm: ActiveAlarm; value: number }): RecordChange {
  const { alarm } = event;
  return {
    limitKind: alarm.kind,
    alarmLevel: alarm.level,
    limitValue: alarm.limit,
    currentValue: event.value,
    alertDesc: describeAlarm(context, alarm),
  };
}

/**
 * Writes what the engine decides, off the ingest path: events queue in memory and are written in order
 * (one at a time, so a config's raise is stored before its change or recovery). A raise stores the
 * record with its snapshot, then sends the notices and records the push outcome.
 */
export function createAlarmWriter(deps: WriterDeps) {
  const capacity = deps.capacity ?? 100_000;
  const queue: AlarmEvent[] = [];
  const stats: WriterStats = {
    queued: 0,
    suppressed: 0,
    raised: 0,
    changed: 0,
    recovered: 0,
    notices: 0,
    dropped: 0,
    failed: 0,
  };
  let draining: Promise<void> | null = null;

  async function snapshotOf(event: AlarmEvent, context: RaiseContext): Promise<NewSnapshotItem[]> {
    if (context.deviceId === null) {
      const value = event.value;
      const item = { name: context.variableName, description: context.variableDesc, unit: context.unit };
      return [{ itemId: -event.rule.seriesId, ...item, numeric: value, value: String(value) }];
    }
    const variables = await deps.repo.variablesOf(context.deviceId);
    return variables.map((v) => {
      const held = deps.latest.full(v.id);
      const numeric = v.id === event.rule.seriesId ? event.value : (held?.value ?? null);
      const value = numeric !== null ? String(numeric) : (held?.text ?? null);
      return { itemId: v.id, name: v.name, description: v.description, unit: v.unit, numeric, value };
    });
  }

  function notice(recordId: number, context: RaiseContext, alarm: ActiveAlarm, event: AlarmEvent): NoticeInput {
    return {
      recordId,
      companyId: context.companyId,
      deviceId: context.deviceId,
      deviceName: context.deviceName,
      alarmDesc: describeAlarm(context, alarm),
      variableDesc: context.variableDesc || context.variableName,
      value: event.value,
      ts: event.ts,
    };
  }

  async function sendNotice(input: NoticeInput): Promise<void> {
    const outcome = await deps.notify(input);
    stats.notices += 1;
    if (input.recordId > 0) await deps.repo.setPush(input.recordId, outcome.isPush, outcome.isSuccess);
  }

  /** Which maintenance record, open on the alarm's device at its time, keeps it quiet. */
  async function suppressedBy(context: RaiseContext, ts: number): Promise<number | null> {
    if (context.deviceId === null || !deps.suppressing) return null;
    const by = await deps.suppressing(context.deviceId, ts);
    if (by !== null) stats.suppressed += 1;
    return by;
  }

  async function raise(event: Extract<AlarmEvent, { type: 'raise' }>): Promise<void> {
    const context = await deps.repo.raiseContext(event.rule.configId);
    if (!context) return;
    stats.raised += 1;
    const suppressed = await suppressedBy(context, event.ts);
    if (!event.rule.saveRecord)
      return suppressed === null ? sendNotice(notice(0, context, event.alarm, event)) : undefined;
    const snapshot = await snapshotOf(event, context);
    const { alarm, rule } = event;
    const fields = recordChange(context, event);
    const recordId = await deps.repo.transaction(async (trx) => {
      // A record still active for this config (a restart, a dropped recovery) is carried on, not doubled.
      if (await deps.repo.activeOf(rule.configId, trx)) return undefined;
      return deps.repo.insert(
        {
          ...fields,
          configId: rule.configId,
          activeConfigId: rule.configId,
          companyId: context.companyId,
          deviceId: context.deviceId,
          variableId: context.deviceId === null ? null : rule.seriesId,
          customDataId: context.deviceId === null ? -rule.seriesId : null,
          varType: context.deviceId === null ? AlarmVarType.customData : AlarmVarType.variable,
          deviceName: context.deviceName,
          identity: context.identity,
          variableName: context.variableName,
          variableDesc: context.variableDesc,
          mouldItemDesc: context.mouldItemDesc,
          alarmType: context.alarmType,
          alertLevelColorId: context.alertLevelColorId,
          alarmTime: event.ts,
          processState: 0,
          processTime: null,
          isSelfProcess: 0,
          confirmUserId: null,
          recoverTime: null,
          isPush: 0,
          isSuccess: 0,
          suppressedBy: suppressed,
        },
        snapshot,
        trx,
      );
    });
    if (recordId === undefined) {
      await deps.repo.change(rule.configId, fields);
      return;
    }
    if (suppressed === null) await sendNotice(notice(recordId, context, alarm, event));
  }

  async function change(event: Extract<AlarmEvent, { type: 'change' }>): Promise<void> {
    const context = await deps.repo.raiseContext(event.rule.configId);
    if (!context) return;
    stats.changed += 1;
    const { rule, alarm } = event;
    const recordId = rule.saveRecord ? await deps.repo.change(rule.configId, recordChange(context, event)) : 0;
    if (event.escalated && recordId !== undefined && (await suppressedBy(context, event.ts)) === null) {
      await sendNotice(notice(recordId, context, alarm, event));
    }
  }

  async function write(event: AlarmEvent): Promise<void> {
    if (event.type === 'raise') return raise(event);
    if (event.type === 'change') return change(event);
    stats.recovered += 1;
    if (event.rule.saveRecord) await deps.repo.recover(event.rule.configId, event.ts);
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const event = queue.shift()!;
      stats.queued = queue.length;
      try {
        await write(event);
      } catch (error) {
        stats.failed += 1;
        deps.log.error({ err: error, configId: event.rule.configId, type: event.type }, 'alarm write failed');
      }
    }
  }

  function enqueue(event: AlarmEvent): void {
    if (queue.length >= capacity) {
      stats.dropped += 1;
      deps.onDrop?.(event);
      return;
    }
    queue.push(event);
    stats.queued = queue.length;
    draining ??= drain().finally(() => (draining = null));
  }

  /** Resolves once every queued event is written (tests, a clean stop). */
  async function idle(): Promise<void> {
    while (draining) await draining;
  }

  return { enqueue, idle, stats: (): WriterStats => ({ ...stats }) };
}
export type AlarmWriter = ReturnType<typeof createAlarmWriter>;
