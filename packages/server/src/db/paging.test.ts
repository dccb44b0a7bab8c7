import { LIST_LIMIT } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe.each(DIALECTS)('list limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const rows = Array.from({ length: LIST_LIMIT + 5 }, (_, i) => ({
      channel: 'email',
      target: `user${i}@example.com`,
      subject: 'code',
      body: 'x',
      createdAt: i,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await t.testDb.db.kysely
        .insertInto('outbox')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
  }, 60_000);
  afterAll(() => t.close());

  it('answers at most LIST_LIMIT rows whatever page size is asked, with the true total', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/admin/api/outbox/getPage',
      payload: { pageNum: 1, pageSize: 9_999_999 },
      token: await t.tokenFor('root'),
    });
    expect(body.code).toBe(200);
    expect(body.data.records).toHaveLength(LIST_LIMIT);
    expect(body.data.total).toBe(LIST_LIMIT + 5);
  });
});
