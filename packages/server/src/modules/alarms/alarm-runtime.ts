import { ALARM_LIMIT_KINDS, type AlarmLimitKind } from '@iot/contract';
import { createLocalCluster, type Cluster } from '../../cluster/cluster.js';
import { shareAlarmStates } from '../../cluster/relays.js';
import type { Ctx } from '../../context.js';
import type { MessageBus } from '../../mqtt/bus.js';
import type { LatestValue } from '../../telemetry/latest-cache.js';
import { createAlarmEngine } from './alarm-engine.js';
import { createAlarmEventRepo } from './alarm-events.repo.js';
import { alarmNotifierOf } from './alarm-notifier.js';
import { toRule } from './alarm-rules.js';
import { createAlarmWriter } from './alarm-writer.js';
import type { AlarmServices } from './alarms.services.js';

/** What ingest and the custom data recompute call for every accepted numeric value. */
export interface AlarmSink {
  value(seriesId: number, value: number, ts: number): void;
}

export interface AlarmRuntimeDeps {
  ctx: Ctx;
  alarms: Pick<AlarmServices, 'configs' | 'sender'>;
  bus: Pick<MessageBus, 'publish'>;
  /** The other processes: they learn each alarm state decided here. */
  cluster?: Cluster;
  latest: { full(variableId: number): LatestValue | undefined };
  /** Maintenance: a record open on the device suppresses its alarms' notices. */
  maintenance?: { suppressing(deviceId: number, ts: number): Promise<number | null> };
}

const isKind = (k: string): k is AlarmLimitKind => (ALARM_LIMIT_KINDS as readonly string[]).includes(k);

/**
 * The alarm engine inside the telemetry pipeline: rules loaded at start and reloaded on each config
 * change, every value evaluated in memory, records written by a queue off the hot path. At start the
 * active records are handed back to the engine (no duplicate) and each rule sees the latest stored
 * value once (an alarm raised or recovered just before a crash is not lost).
 */
export function createAlarmRuntime({ ctx, alarms, bus, latest, maintenance, cluster }: AlarmRuntimeDeps) {
  const engine = createAlarmEngine();
  const tellOthers = shareAlarmStates(cluster ?? createLocalCluster(), engine);
  const repo = createAlarmEventRepo(ctx.db.kysely);
  const notifier = alarmNotifierOf(ctx, (message) => alarms.sender.send(message), bus);
  const writer = createAlarmWriter({
    repo,
    latest,
    notify: notifier.notify,
    suppressing: maintenance && ((deviceId, ts) => maintenance.suppressing(deviceId, ts)),
    log: ctx.log,
    // A raise that could not be queued is forgotten, so the next value raises it again.
    onDrop: (event) => event.type === 'raise' && engine.restore(event.rule.seriesId, null),
  });
  let unsubscribe: (() => void) | undefined;

  function value(seriesId: number, v: number, ts: number): void {
    const event = engine.evaluate(seriesId, v, ts);
    if (!event) return;
    writer.enqueue(event);
    tellOthers(seriesId, event.type === 'recover' ? null : event.alarm);
  }

  async function reload(configId: number): Promise<void> {
    const [source] = await alarms.configs.ruleSources(configId);
    if (source) engine.set(toRule(source));
  }

  async function start(): Promise<void> {
    const sources = await alarms.configs.ruleSources();
    const seriesOfConfig = new Map<number, number>();
    for (const source of sources) {
      const rule = toRule(source);
      engine.set(rule);
      seriesOfConfig.set(rule.configId, rule.seriesId);
    }
    for (const active of await repo.activeRecords()) {
      const seriesId = seriesOfConfig.get(active.activeConfigId!);
      if (seriesId === undefined || !isKind(active.limitKind)) continue;
      engine.restore(seriesId, { kind: active.limitKind, level: active.alarmLevel, limit: active.limitValue ?? 0 });
    }
    for (const seriesId of [...engine.series()]) {
      const held = latest.full(seriesId);
      if (held?.value === null || held === undefined) continue;
      const rule = engine.ruleOf(seriesId)!;
      // Records kept and limits (not edges): the stored value decides as a new one would.
      if (rule.saveRecord && rule.switchRise === null) value(seriesId, held.value, held.ts);
      else engine.prime(seriesId, held.value);
    }
    unsubscribe = alarms.configs.onChange(reload);
  }

  /** Stops following config changes and writes every queued event. */
  async function stop(): Promise<void> {
    unsubscribe?.();
    await writer.idle();
  }

  const sink: AlarmSink = { value };
  return { ...sink, start, stop, idle: writer.idle, stats: writer.stats, engine };
}
export type AlarmRuntime = ReturnType<typeof createAlarmRuntime>;
