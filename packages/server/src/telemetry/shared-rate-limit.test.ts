import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../cluster/cluster.js';
import { connectRedisCluster } from '../cluster/redis-cluster.js';
import { ownRedisDatabase, testServices } from '../test/services.js';
import { createSharedIngestLimiter } from './shared-rate-limit.js';

const { redisUrl } = testServices();
const log = Fastify().log;

describe.skipIf(!redisUrl)('ingest limits shared by two processes (two cluster clients on one Redis)', () => {
  const url = ownRedisDatabase(redisUrl ?? 'redis://127.0.0.1');
  let a: Cluster;
  let b: Cluster;
  // Counters outlive a run by a few seconds: each run counts in windows of its own time.
  let t = Date.now();
  const now = () => t;
  const limiters = (deviceRate: number, companyRate: number) =>
    [a, b].map((cluster) => createSharedIngestLimiter(cluster, { deviceRate, companyRate, now, log }));

  beforeAll(async () => {
    a = await connectRedisCluster({ url, log });
    b = await connectRedisCluster({ url, log });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('admits one gateway its limit once, however its values are spread over the processes', async () => {
    const [onA, onB] = limiters(100, 1_000_000);
    t += 10_000;
    const admitted = [await onA!.admit(1, 1, 70), await onB!.admit(1, 1, 70), await onA!.admit(1, 1, 70)];
    expect(admitted.reduce((sum, n) => sum + n, 0)).toBe(100);
    expect(admitted[0]).toBe(70);
    // The next second starts a new count.
    t += 1_000;
    expect(await onB!.admit(1, 1, 70)).toBe(70);
  });

  it('holds a company limit across gateways on different processes, many values at once', async () => {
    const [onA, onB] = limiters(1_000, 500);
    t += 10_000;
    const calls = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? onA! : onB!).admit(100 + i, 7, 20));
    const admitted = await Promise.all(calls);
    expect(admitted.reduce((sum, n) => sum + n, 0)).toBe(500);
    // Each process alone would have admitted all 800.
    expect(admitted.filter((n) => n === 0).length).toBeGreaterThan(0);
  });

  it("keeps a gateway's own limit (its device setting) apart from the platform's", async () => {
    const [onA, onB] = limiters(1_000, 1_000_000);
    t += 10_000;
    expect((await onA!.admit(2, 1, 40, 30)) + (await onB!.admit(2, 1, 40, 30))).toBe(30);
    expect(await onB!.admit(3, 1, 40)).toBe(40);
  });
});
