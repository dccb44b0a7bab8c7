import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type Db, type Dialect } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { testServices } from './services.js';

/** Every repository and API test runs on both databases. */
export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

export const PG_ADMIN_URL = testServices().postgresUrl;

export interface TestDb {
  db: Db;
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** A new, migrated database of its own: a SQLite file in a temp folder, or a new PostgreSQL database. */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iot-test-'));
  let url = `sqlite:${path.join(dataDir, 'test.sqlite')}`;
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    const name = `iot_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const db = connect(url);
  await migrate(db);
  return {
    db,
    url,
    dataDir,
    async drop() {
      await db.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
