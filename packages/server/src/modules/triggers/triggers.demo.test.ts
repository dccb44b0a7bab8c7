import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { seededDemoApp } from '../../test/demo-app.js';

describe.each(DIALECTS)('trigger demo data (%s)', (dialect) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededDemoApp(dialect));
  });
  afterAll(() => close());

  it('gives the demo company a function, a timing and a (disabled) variable trigger', async () => {
    const admin = (await app.services.users.findByAccount('demo-admin'))!;
    const auth = await app.services.access.contextFor(admin, 0);
    const page = await app.services.triggers.page(auth, { pageNum: 1, pageSize: 10, param: {} });
    expect(page.records.map((r) => [r.type, r.enabled])).toEqual([
      [1, 0],
      [3, 1],
      [0, 1],
    ]);
  });
});
