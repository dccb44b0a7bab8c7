import { liveTopics, type LiveOnline } from '@iot/contract';
import type { Kysely } from 'kysely';
import type { Cluster } from '../cluster/cluster.js';
import type { Ctx } from '../context.js';
import type { Database } from '../db/schema.js';
import type { MessageBus } from './bus.js';

/** How often silent gateways are looked for; with the 30 s shortest timeout, at most a few seconds late. */
const SWEEP_MS = 5_000;
/** Identities one statement names at most (SQLite allows 32,766 parameters). */
const CHUNK = 500;

/** What the offline timeout needs of a gateway that just sent something. */
export interface ActiveGateway {
  identity: string;
  /** 0: online state comes from its MQTT connection only. */
  offlineTimeoutMs: number;
}

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Gateways with an offline timeout among `identities` that were offline: now online, and they are answered. */
async function markOnline(kysely: Kysely<Database>, identities: string[], time: number): Promise<string[]> {
  const back: string[] = [];
  for (const chunk of chunks(identities)) {
    const rows = await kysely
      .updateTable('devices')
      .set({ isonline: 1, lastSeenAt: time })
      .where('identity', 'in', chunk)
      .where('isonline', '=', 0)
      .where('offlineTimeoutSec', '>', 0)
      .returning('identity')
      .execute();
    back.push(...rows.map((r) => r.identity));
  }
  return back;
}

/**
 * Device online state: `isonline` and `lastSeenAt` in the devices table, and the retained
 * `device/status/{identity}` message for browsers. Gateway connections set it; a gateway with an offline
 * timeout is also marked online by whatever it sends (data or status, MQTT or HTTP) and offline after that
 * long without anything. One periodic sweep does it, from the table, so that several servers sharing the
 * gateways' messages agree: activity is written to `lastSeenAt` in batches, the sweep marks those silent
 * too long offline. Events are applied in order. With several processes, the cluster says which one holds
 * a gateway's connection: a connection ending on one process after the gateway moved to another does not
 * mark it offline, and the gateways of a process that died are marked offline by one survivor.
 */
export function createOnlineState(
  ctx: Ctx,
  bus: MessageBus,
  { sweepMs = SWEEP_MS, cluster }: { sweepMs?: number; cluster?: Cluster } = {},
) {
  const { kysely } = ctx.db;
  let queue: Promise<void> = Promise.resolve();
  /** Gateways with a timeout this server knows to be online; the others are checked at their next message. */
  const online = new Set<string>();
  /** Gateways the sweep marked offline: their connection may still be up. */
  const swept = new Set<string>();
  /** Gateways with a timeout that sent something since the last sweep. */
  const touched = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  /** A slow database does not pile sweeps up in the queue. */
  let sweeping = false;

  function enqueue(what: string, step: () => Promise<void>): void {
    queue = queue.then(step).catch((error: unknown) => ctx.log.error({ err: error }, `online state: ${what} failed`));
  }

  const announce = (identity: string, state: boolean, time: number) => {
    const message: LiveOnline = { deviceNum: identity, online: state, time };
    return bus.publish(liveTopics.online(identity), JSON.stringify(message), { qos: 0, retain: true });
  };

  /** A connection began or ended here: the cluster's owner first, so that only the current holder decides. */
  async function connection(identity: string, state: boolean): Promise<void> {
    if (state) await cluster?.claimGateway(identity);
    else if (cluster && !(await cluster.releaseGateway(identity))) return;
    await apply(identity, state);
  }

  async function apply(identity: string, state: boolean): Promise<void> {
    const time = ctx.now();
    if (state) online.add(identity);
    else online.delete(identity);
    swept.delete(identity);
    await announce(identity, state, time);
    await kysely
      .updateTable('devices')
      .set({ isonline: state ? 1 : 0, lastSeenAt: time })
      .where('identity', '=', identity)
      .execute();
  }

  bus.onGatewayConnection((identity, state) => enqueue('connection', () => connection(identity, state)));
  cluster?.onOrphanedGateways(async (identities) => {
    for (const identity of identities) enqueue('orphan', () => apply(identity, false));
    await queue;
  });

  async function comeBack(identities: string[], time: number): Promise<void> {
    for (const identity of await markOnline(kysely, identities, time)) {
      swept.delete(identity);
      await announce(identity, true, time);
    }
  }

  /** Writes the activity since the last sweep, then marks offline the gateways silent past their timeout. */
  async function sweep(): Promise<void> {
    const time = ctx.now();
    const active = [...touched];
    touched.clear();
    // Another server may have marked one offline that sends to this one.
    await comeBack(active, time);
    for (const chunk of chunks(active)) {
      await kysely.updateTable('devices').set({ lastSeenAt: time }).where('identity', 'in', chunk).execute();
    }
    const silent = await kysely
      .updateTable('devices')
      .set({ isonline: 0 })
      .where('offlineTimeoutSec', '>', 0)
      .where('isonline', '=', 1)
      // bigint + int on PostgreSQL; `time - timeout` would make the parameter an int there.
      .where((eb) =>
        eb.or([
          eb('lastSeenAt', 'is', null),
          eb(eb('lastSeenAt', '+', eb('offlineTimeoutSec', '*', eb.lit(1000))), '<', time),
        ]),
      )
      .returning('identity')
      .execute();
    for (const { identity } of silent) {
      online.delete(identity);
      swept.add(identity);
      await announce(identity, false, time);
    }
  }

  /** A gateway sent something: with an offline timeout, it is online (at once if it was not) and not silent. */
  function seen(gateway: ActiveGateway): void {
    if (gateway.offlineTimeoutMs <= 0) return;
    touched.add(gateway.identity);
    if (online.has(gateway.identity)) return;
    online.add(gateway.identity);
    enqueue('activity', () => comeBack([gateway.identity], ctx.now()));
  }

  /**
   * A gateway's settings changed. Once it has no offline timeout, its connection alone says whether it is
   * online again: a connected gateway the sweep marked offline comes back, one online only by what it sent
   * goes offline. Only gateways whose state this server set are looked at.
   */
  function changed(identity: string): void {
    if (!online.has(identity) && !swept.has(identity)) return;
    enqueue('settings', async () => {
      const row = await kysely
        .selectFrom('devices')
        .select(['isonline', 'offlineTimeoutSec'])
        .where('identity', '=', identity)
        .executeTakeFirst();
      if (!row || (row.offlineTimeoutSec ?? 0) > 0) return;
      swept.delete(identity);
      const connected = bus.connectedGateways().has(identity);
      if ((row.isonline === 1) !== connected) await apply(identity, connected);
    });
  }

  return {
    seen,
    changed,
    /** Starts the periodic sweep. */
    start(): void {
      timer ??= setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        enqueue('sweep', () => sweep().finally(() => (sweeping = false)));
      }, sweepMs).unref();
    },
    /** No connection survives a restart of the embedded broker. */
    async markAllOffline(): Promise<void> {
      await kysely.updateTable('devices').set({ isonline: 0 }).where('isonline', '=', 1).execute();
    },
    /** Resolves when every event so far is saved. */
    flush: () => queue,
    /** Stops sweeping; resolves when every event so far is saved. */
    stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      return queue;
    },
  };
}
export type OnlineState = ReturnType<typeof createOnlineState>;
