import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { seed } from '../../seed.js';
import { createTestDb, DIALECTS, type TestDb } from '../../test/databases.js';
import { platformEnv } from '../../test/platform-env.js';

describe.each(DIALECTS)('maintenance demo data (%s)', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    const config = loadConfig(platformEnv(testDb, { IOT_DEMO: '1' }));
    app = await buildApp({ config, db: testDb.db });
    const ctx = { db: testDb.db, config, log: app.log, now: Date.now };
    await seed(ctx, app.services);
    // A second start seeds nothing twice.
    await seed(ctx, app.services);
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('gives the demo company plans of several statuses and records in every pie category', async () => {
    const admin = (await app.services.users.findByAccount('demo-admin'))!;
    const auth = await app.services.access.contextFor(admin, 0);
    const { dashboard } = app.services.maintenance;
    const plans = await dashboard.planList(auth);
    expect(plans).toHaveLength(5);
    expect(new Set(plans.map((p) => p.status))).toEqual(new Set([0, 1, 3, 4]));
    const summary = await dashboard.summary(auth);
    expect(summary.counts).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1, 4: 1 });
    expect(summary.completionRate).toBe(50);
  });
});
