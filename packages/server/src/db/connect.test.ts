import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PG_ADMIN_URL, createTestDb } from '../test/databases.js';

describe('PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection and reconnects for the next query', async () => {
    const t = await createTestDb('postgres');
    try {
      await t.db.kysely.selectFrom('settings').selectAll().execute();
      const database = new URL(t.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await t.db.kysely.selectFrom('settings').selectAll().execute()).toEqual([]);
    } finally {
      await t.drop();
    }
  });
});
