import { Redis } from 'ioredis';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownRedisDatabase, testServices } from '../test/services.js';
import type { Cluster } from './cluster.js';
import { connectRedisCluster } from './redis-cluster.js';

const { redisUrl } = testServices();
const log = Fastify().log;

async function until<T>(check: () => T | undefined, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!redisUrl)('the Redis cluster', () => {
  const url = ownRedisDatabase(redisUrl ?? 'redis://127.0.0.1');
  let redis: Redis;
  let a: Cluster;
  let b: Cluster;

  beforeAll(async () => {
    redis = new Redis(url);
    await redis.flushdb();
    a = await connectRedisCluster({ url, log, heartbeatMs: 100 });
    b = await connectRedisCluster({ url, log, heartbeatMs: 100 });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await redis.flushdb();
    await redis.quit();
  });

  it('hands a message to the other processes, not back to its sender', async () => {
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    a.receive('changes', (m) => atA.push(m));
    b.receive('changes', (m) => atB.push(m));
    await new Promise((resolve) => setTimeout(resolve, 100));
    a.send('changes', { kind: 'device', event: 'gw-1' });
    expect(await until(() => atB[0])).toEqual({ kind: 'device', event: 'gw-1' });
    expect(atA).toEqual([]);
  });

  it('lets only the current holder of a gateway release it after a takeover', async () => {
    expect(await a.othersAlive()).toBe(true);
    await a.claimGateway('gw-moved');
    await b.claimGateway('gw-moved');
    expect(await a.releaseGateway('gw-moved')).toBe(false);
    expect(await b.releaseGateway('gw-moved')).toBe(true);
  });

  it("hands a dead process's gateways that nobody took over to one survivor, once", async () => {
    const orphans: string[][] = [];
    a.onOrphanedGateways((ids) => Promise.resolve(void orphans.push(ids)));
    b.onOrphanedGateways((ids) => Promise.resolve(void orphans.push(ids)));
    // A process that was killed: registered, holding two gateways, no longer saying it is alive.
    await redis
      .multi()
      .sadd('iot:cluster:processes', 'dead')
      .sadd('iot:cluster:held:dead', 'gw-left', 'gw-taken')
      .set('iot:cluster:gateway:gw-left', 'dead')
      .exec();
    await b.claimGateway('gw-taken');
    await until(() => (orphans.length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(orphans).toEqual([['gw-left']]);
    expect(await redis.sismember('iot:cluster:processes', 'dead')).toBe(0);
  });
});
