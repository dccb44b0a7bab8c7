import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('POST /outbox/getPage on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const n of [1, 2, 3]) {
      await t.app.services.sender.send({
        channel: 'sms',
        target: `1380000000${n}`,
        subject: `Message ${n}`,
        body: `body ${n}`,
      });
      t.clock.advance(1000);
    }
  });
  afterAll(() => t.close());

  const getPage = async (payload: unknown, token?: string) =>
    t.call({ method: 'POST', url: '/admin/api/outbox/getPage', payload: payload as object, token });

  it('lists messages newest first for a platform administrator', async () => {
    const { body } = await getPage({ pageNum: 1, pageSize: 2 }, await t.tokenFor('root'));
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.records.map((r: { subject: string }) => r.subject)).toEqual(['Message 3', 'Message 2']);
    expect(body.data.records[0]).toMatchObject({ channel: 'sms', target: '13800000003', body: 'body 3' });
    const second = await getPage({ pageNum: 2, pageSize: 2 }, await t.tokenFor('root'));
    expect(second.body.data.records.map((r: { subject: string }) => r.subject)).toEqual(['Message 1']);
  });

  it('refuses bad paging naming the field', async () => {
    const { body } = await getPage({ pageNum: 0, pageSize: 2 }, await t.tokenFor('root'));
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/^pageNum:/);
    const size = await getPage({ pageNum: 1, pageSize: 'many' }, await t.tokenFor('root'));
    expect(size.body.msg).toMatch(/^pageSize:/);
  });

  it('answers 10500 without a token', async () => {
    expect((await getPage({ pageNum: 1, pageSize: 2 })).body.code).toBe(10500);
  });

  it('is refused to everyone but platform administrators', async () => {
    for (const user of ['subAdmin', 'dealerAdmin', 'viewer'] as const) {
      const { body } = await getPage({ pageNum: 1, pageSize: 2 }, await t.tokenFor(user));
      expect(body.code).toBe(403);
    }
  });
});
