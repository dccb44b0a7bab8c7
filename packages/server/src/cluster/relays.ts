import type { RevokedSessions } from '../modules/auth/sessions.service.js';
import type { ActiveAlarm } from '../modules/alarms/alarm-engine.js';
import type { LoopGuard } from '../modules/triggers/trigger-guard.js';
import type { Services } from '../services.js';
import type { LatestValue } from '../telemetry/latest-cache.js';
import type { Cluster } from './cluster.js';

/** How long latest values wait to be sent together to the other processes. */
const LATEST_BATCH_MS = 100;

type ChangeKind = 'device' | 'alarmConfig' | 'customData' | 'trigger' | 'plan';
/** A change feed as the relay sees it (method syntax: any feed's event type fits). */
interface RelayedFeed {
  apply(event: unknown): Promise<void>;
  forward(to: (event: unknown) => void): void;
}
interface ChangeMessage {
  kind: ChangeKind;
  event: unknown;
}

/**
 * Settings caches agree across processes: a change saved on one process (a gateway's settings, an alarm
 * rule, a custom data item, a trigger, a maintenance plan) reaches the listeners of every other one, and
 * so does a revoked session (each broker disconnects its browsers of it). Answers the way to stop.
 */
export function relayChanges(
  cluster: Cluster,
  services: Pick<Services, 'devices' | 'alarms' | 'customData' | 'triggers' | 'maintenance' | 'sessions'>,
): () => void {
  if (!cluster.shared) return () => undefined;
  const feeds: Record<ChangeKind, RelayedFeed> = {
    device: services.devices.changes,
    alarmConfig: services.alarms.configs.changes,
    customData: services.customData.changes,
    trigger: services.triggers.changes,
    plan: services.maintenance.plans.changes,
  };
  for (const [kind, feed] of Object.entries(feeds) as [ChangeKind, RelayedFeed][]) {
    feed.forward((event) => cluster.send('changes', { kind, event } satisfies ChangeMessage));
  }
  services.sessions.revocations.forward((revoked) => cluster.send('sessions', revoked));
  const stops = [
    cluster.receive('changes', (message) => {
      const { kind, event } = message as ChangeMessage;
      void feeds[kind]?.apply(event);
    }),
    cluster.receive('sessions', (revoked) => void services.sessions.revocations.apply(revoked as RevokedSessions)),
  ];
  return () => stops.forEach((stop) => stop());
}

/** A trigger's write marks the series on every process: the echo may arrive on another one. */
export function shareLoopGuard(cluster: Cluster, guard: LoopGuard): LoopGuard {
  if (!cluster.shared) return guard;
  cluster.receive('guard', (message) => {
    const { seriesId, chain } = message as { seriesId: number; chain: number[] };
    guard.wrote(seriesId, new Set(chain));
  });
  return {
    ...guard,
    wrote(seriesId, chain) {
      guard.wrote(seriesId, chain);
      cluster.send('guard', { seriesId, chain: [...chain] });
    },
  };
}

/**
 * An alarm's state moves with the process that decided it: the others' engines learn it, so the one a
 * gateway moves to recovers the alarm raised elsewhere. The record itself is claimed in the database
 * (one active record per rule), so two processes deciding at once still give one record.
 */
export function shareAlarmStates(
  cluster: Cluster,
  engine: { restore(seriesId: number, active: ActiveAlarm | null): void },
): (seriesId: number, active: ActiveAlarm | null) => void {
  if (!cluster.shared) return () => undefined;
  cluster.receive('alarms', (message) => {
    const { seriesId, active } = message as { seriesId: number; active: ActiveAlarm | null };
    engine.restore(seriesId, active);
  });
  return (seriesId, active) => cluster.send('alarms', { seriesId, active });
}

type LatestEntry = [variableId: number, value: LatestValue];

/**
 * Latest values reach the other processes' caches within about 100 ms, in batches (one message per
 * batch, not per value): custom data and live lists read the same values wherever they run.
 */
export function shareLatestValues(
  cluster: Cluster,
  offer: (variableId: number, value: LatestValue) => boolean,
): { share(variableId: number, value: LatestValue): void; stop(): void } {
  if (!cluster.shared) return { share: () => undefined, stop: () => undefined };
  let batch: LatestEntry[] = [];
  const timer = setInterval(() => {
    if (batch.length === 0) return;
    cluster.send('latest', batch);
    batch = [];
  }, LATEST_BATCH_MS);
  timer.unref();
  const stop = cluster.receive('latest', (message) => {
    for (const [variableId, value] of message as LatestEntry[]) offer(variableId, value);
  });
  return {
    share: (variableId, value) => void batch.push([variableId, value]),
    stop() {
      clearInterval(timer);
      stop();
    },
  };
}
