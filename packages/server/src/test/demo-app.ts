import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { seed } from '../seed.js';
import type { Dialect } from '../db/connect.js';
import { createTestDb } from './databases.js';
import { platformEnv } from './platform-env.js';

/** An app over a fresh database seeded with the demo, twice (a second start must seed nothing again). */
export async function seededDemoApp(dialect: Dialect): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const testDb = await createTestDb(dialect);
  const config = loadConfig(platformEnv(testDb, { IOT_DEMO: '1' }));
  const app = await buildApp({ config, db: testDb.db });
  const ctx = { db: testDb.db, config, log: app.log, now: Date.now };
  await seed(ctx, app.services);
  await seed(ctx, app.services);
  return {
    app,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
