import { randomUUID } from 'node:crypto';
import createPersistence from 'aedes-persistence-redis';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import createEmitter from 'mqemitter-redis';
import { COUNTER_TTL_MS, type Cluster, type ClusterChannel } from './cluster.js';

export interface RedisClusterOptions {
  url: string;
  log: FastifyBaseLogger;
  /** How often this process says it is alive; it counts as gone after three silent periods. */
  heartbeatMs?: number;
}

const KEY = 'iot:cluster';
const channelKey = (channel: ClusterChannel) => `${KEY}:channel:${channel}`;
const aliveKey = (processId: string) => `${KEY}:alive:${processId}`;
const ownerKey = (identity: string) => `${KEY}:gateway:${identity}`;
const heldKey = (processId: string) => `${KEY}:held:${processId}`;
const PROCESSES = `${KEY}:processes`;

/** Deletes the gateway's owner only when it is still the given process (a takeover elsewhere wins). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('del', KEYS[1]) redis.call('srem', KEYS[2], ARGV[2]) return 1 end
redis.call('srem', KEYS[2], ARGV[2]) return 0`;

/** Per counter (KEYS[i], ARGV[2i-1] wanted, ARGV[2i] limit): what is left under the limit, taken at once. */
const TAKE = `local granted = {}
for i, key in ipairs(KEYS) do
  local wanted, limit = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  local grant = math.max(0, math.min(wanted, limit - tonumber(redis.call('get', key) or '0')))
  if grant > 0 then redis.call('incrby', key, grant) redis.call('pexpire', key, ${COUNTER_TTL_MS}) end
  granted[i] = grant
end
return granted`;

/**
 * The cluster over Redis (`IOT_CLUSTER_URL`): messages on pub/sub channels, gateway ownership in keys
 * (`gateway:{identity}` = the process holding its connection), each process's liveness in a key that
 * expires, and aedes's own clustering parts (mqemitter-redis, aedes-persistence-redis) so that every
 * process's embedded broker delivers what any of them publishes.
 */
export async function connectRedisCluster({ url, log, heartbeatMs = 2_000 }: RedisClusterOptions): Promise<Cluster> {
  const processId = randomUUID();
  const options = { maxRetriesPerRequest: 3, lazyConnect: true };
  const command = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [command, subscriber]) {
    connection.on('error', (error: Error) => log.warn({ err: error.message }, 'cluster engine'));
  }
  await Promise.all([command.connect(), subscriber.connect()]);

  const handlers = new Map<string, Set<(message: unknown) => void>>();
  subscriber.on('message', (channel: string, text: string) => {
    const found = handlers.get(channel);
    if (!found) return;
    let envelope: { from: string; body: unknown };
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      return;
    }
    if (envelope.from === processId) return;
    for (const handler of found) handler(envelope.body);
  });

  let orphanHandler: ((identities: string[]) => Promise<void>) | null = null;
  const aliveMs = heartbeatMs * 3;
  async function heartbeat(): Promise<void> {
    await command.multi().set(aliveKey(processId), '1', 'PX', aliveMs).sadd(PROCESSES, processId).exec();
  }

  /** A process that stopped saying it is alive: one survivor takes its gateways that nobody took over. */
  async function reap(): Promise<void> {
    for (const other of await command.smembers(PROCESSES)) {
      if (other === processId || (await command.exists(aliveKey(other))) === 1) continue;
      if ((await command.set(`${KEY}:reaping:${other}`, processId, 'PX', 60_000, 'NX')) !== 'OK') continue;
      const orphaned: string[] = [];
      for (const identity of await command.smembers(heldKey(other))) {
        if ((await command.eval(RELEASE, 2, ownerKey(identity), heldKey(other), other, identity)) === 1) {
          orphaned.push(identity);
        }
      }
      await command.multi().del(heldKey(other)).srem(PROCESSES, other).exec();
      log.warn({ process: other, gateways: orphaned.length }, 'cluster: a process stopped without letting go');
      if (orphaned.length > 0) await orphanHandler?.(orphaned);
    }
  }

  await heartbeat();
  const timer = setInterval(() => {
    heartbeat()
      .then(reap)
      .catch((error: unknown) => log.warn({ err: error }, 'cluster heartbeat failed'));
  }, heartbeatMs);
  timer.unref();

  const emitter = createEmitter({ connectionString: url });
  const persistence = createPersistence({ conn: new Redis(url) });

  return {
    processId,
    shared: true,
    send(channel, message) {
      command
        .publish(channelKey(channel), JSON.stringify({ from: processId, body: message }))
        .catch((error: unknown) => log.warn({ err: error, channel }, 'cluster message not sent'));
    },
    receive(channel, handler) {
      const key = channelKey(channel);
      let found = handlers.get(key);
      if (!found) {
        found = new Set();
        handlers.set(key, found);
        subscriber.subscribe(key).catch((error: unknown) => log.error({ err: error, channel }, 'cluster subscribe'));
      }
      const set = found;
      set.add(handler);
      return () => set.delete(handler);
    },
    async claimGateway(identity) {
      await command.multi().set(ownerKey(identity), processId).sadd(heldKey(processId), identity).exec();
    },
    async releaseGateway(identity) {
      return (await command.eval(RELEASE, 2, ownerKey(identity), heldKey(processId), processId, identity)) === 1;
    },
    async othersAlive() {
      const others = (await command.smembers(PROCESSES)).filter((other) => other !== processId);
      return others.length > 0 && (await command.exists(...others.map(aliveKey))) > 0;
    },
    onOrphanedGateways(handler) {
      orphanHandler = handler;
    },
    async take(requests) {
      if (requests.length === 0) return [];
      const keys = requests.map((r) => `${KEY}:counter:${r.key}`);
      const limits = requests.flatMap((r) => [r.wanted, r.limit]);
      return (await command.eval(TAKE, keys.length, ...keys, ...limits)) as number[];
    },
    // Dead brokers' wills are looked for every 4 heartbeats (aedes's rule).
    brokerParts: () => ({ mq: emitter, persistence, heartbeatInterval: 5_000 }),
    async close() {
      clearInterval(timer);
      // A clean stop lets go at once: the others need not wait for the liveness key to expire.
      await command.multi().del(aliveKey(processId)).srem(PROCESSES, processId).del(heldKey(processId)).exec();
      await Promise.all([command.quit(), subscriber.quit()]);
    },
  };
}
