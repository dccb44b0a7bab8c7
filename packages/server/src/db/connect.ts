import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The drivers themselves, for the telemetry hot path (prepared statements, unnest inserts). */
  sqlite?: SQLite.Database;
  pool?: pg.Pool;
  close(): Promise<void>;
}

// int8 and numeric come back as strings by default; our int8 values are epoch ms and counts.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);

export function connect(url: string): Db {
  if (url.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // The server may end an idle connection (restart, administrator command): the pool drops it and
    // opens a new one for the next query, so this is reported rather than thrown (which would stop the process).
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return { kysely, dialect: 'postgres', pool, close: () => kysely.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}
