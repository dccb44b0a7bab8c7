/**
 * Two platform processes sharing one PostgreSQL database and one Redis, as docs/deploy.md runs them: a
 * throw-away database and Redis database per test file, dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startPlatformProcess, type PlatformProcess } from './server.js';

export interface TestCluster {
  databaseUrl: string;
  /** A query on the shared database (what the processes stored). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Starts one more process of the installation (`env`: fixed ports, say, to start it again on them). */
  start(env?: Record<string, string>): Promise<PlatformProcess>;
  stop(): Promise<void>;
}

/** The servers the run found (scripts/test-services.mjs); null when it has no Redis. */
export function clusterServices(): { postgresUrl: string; redisUrl: string } | null {
  const redis = process.env.IOT_TEST_REDIS_URL;
  if (redis === '') return null;
  return {
    postgresUrl: process.env.IOT_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: redis ?? 'redis://127.0.0.1:6379',
  };
}

export async function createTestCluster(services: { postgresUrl: string; redisUrl: string }): Promise<TestCluster> {
  const name = `iot_cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: services.postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(services.postgresUrl), { pathname: `/${name}` }).toString();
  const redisDb = 8 + (process.pid % 8);
  const clusterUrl = Object.assign(new URL(services.redisUrl), { pathname: `/${redisDb}` }).toString();
  const redis = new Redis(clusterUrl);
  await redis.flushdb();
  const db = new pg.Client({ connectionString: databaseUrl });
  const started: PlatformProcess[] = [];
  const dataDirs: string[] = [];
  let connected = false;

  return {
    databaseUrl,
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      if (!connected) await db.connect();
      connected = true;
      return (await db.query<T>(text, values)).rows;
    },
    async start(env = {}) {
      const dataDir = mkdtempSync(join(tmpdir(), 'iot-cluster-'));
      dataDirs.push(dataDir);
      const process = await startPlatformProcess({
        IOT_DATA_DIR: dataDir,
        IOT_DEMO: '0',
        IOT_DATABASE_URL: databaseUrl,
        IOT_CLUSTER_URL: clusterUrl,
        IOT_LOG_LEVEL: 'warn',
        ...env,
      });
      started.push(process);
      return process;
    },
    async stop() {
      await Promise.all(started.map((p) => p.kill('SIGTERM')));
      if (connected) await db.end();
      await redis.flushdb();
      await redis.quit();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
