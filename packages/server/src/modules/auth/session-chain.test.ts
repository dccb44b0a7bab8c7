import { RENEWED_TOKEN_HEADER } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('session renewal and logout on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_SESSION_HOURS: '12', IOT_SESSION_MAX_DAYS: '2' });
  });
  afterAll(() => t.close());

  const outboxPage = (token: string) =>
    t.call({ method: 'POST', url: '/admin/api/outbox/getPage', payload: { pageNum: 1, pageSize: 1 }, token });
  const renewedBy = async (token: string) => {
    const { res, body } = await outboxPage(token);
    expect(body.code).toBe(200);
    return res.headers[RENEWED_TOKEN_HEADER] as string | undefined;
  };
  const liveSessions = async () =>
    (
      await t.testDb.db.kysely
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', t.fixture.users.root)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', t.clock.now())
        .execute()
    ).length;
  const logout = (token: string) => t.call({ method: 'POST', url: '/admin/api/user/logout', token });

  it('rotates a session once however many requests renew it at the same time', async () => {
    const token = await t.tokenFor('root');
    const before = await liveSessions();
    t.clock.advance(t.config.sessionMs / 2 + 1000);
    const successors = await Promise.all(Array.from({ length: 8 }, () => renewedBy(token)));
    expect(new Set(successors).size).toBe(1);
    expect(successors[0]).toEqual(expect.any(String));
    expect(successors[0]).not.toBe(token);
    expect(await liveSessions()).toBe(before + 1);
    // The replaced token keeps working a moment for requests in flight, then ends.
    t.clock.advance(61_000);
    expect((await outboxPage(token)).body.code).toBe(10500);
    expect((await outboxPage(successors[0]!)).body.code).toBe(200);
  });

  it('ends the whole chain at logout: the token, its predecessor and its successor', async () => {
    const first = await t.tokenFor('root');
    t.clock.advance(t.config.sessionMs / 2 + 1000);
    const second = (await renewedBy(first))!;
    expect((await logout(first)).body.code).toBe(200);
    expect((await outboxPage(second)).body.code).toBe(10500);
    expect((await outboxPage(first)).body.code).toBe(10500);
    const third = await t.tokenFor('root');
    t.clock.advance(t.config.sessionMs / 2 + 1000);
    const fourth = (await renewedBy(third))!;
    expect((await logout(fourth)).body.code).toBe(200);
    expect((await outboxPage(third)).body.code).toBe(10500);
  });

  it('never renews past the absolute lifetime of the login', async () => {
    let token = await t.tokenFor('root');
    const loggedIn = t.clock.now();
    for (let step = 0; step < 10; step += 1) {
      t.clock.advance(t.config.sessionMs / 2 + 1000);
      const { body, res } = await outboxPage(token);
      if (body.code !== 200) break;
      token = (res.headers[RENEWED_TOKEN_HEADER] as string | undefined) ?? token;
    }
    expect(t.clock.now() - loggedIn).toBeLessThanOrEqual(t.config.sessionMaxMs + t.config.sessionMs);
    expect((await outboxPage(token)).body.code).toBe(10500);
    const expires = await t.testDb.db.kysely
      .selectFrom('sessions')
      .select((eb) => eb.fn.max('expiresAt').as('last'))
      .where('userId', '=', t.fixture.users.root)
      .where('chainStartedAt', '=', loggedIn)
      .executeTakeFirstOrThrow();
    expect(Number(expires.last)).toBeLessThanOrEqual(loggedIn + t.config.sessionMaxMs);
  });
});
