// A database of a benchmark's own: a SQLite file in a temp folder, or a new PostgreSQL database dropped after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type BenchDialect = 'sqlite' | 'postgres';

const PG_ADMIN_URL = process.env.IOT_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TempDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTempDatabase(dialect: BenchDialect): Promise<TempDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iot-bench-'));
  if (dialect === 'sqlite') {
    return {
      url: `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
      dataDir,
      drop: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `iot_bench_${process.pid}_${Date.now()}`;
  await admin(`CREATE DATABASE ${name}`);
  return {
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    dataDir,
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
