import type { Ctx } from '../../context.js';
import type { User } from '../../db/schema.js';
import { hashToken, newToken } from './tokens.js';

/** After renewal the replaced token still works this long, for requests already in flight. */
const RENEW_GRACE_MS = 60_000;

export type SessionKind = 'session' | 'remember';

export interface ResolvedSession {
  sessionId: number;
  user: User;
  /** A new token when the session was renewed; the client replaces its stored one. */
  renewedToken: string | null;
}

/** What was ended: one session, or every session of some users (but one kept session). */
export type RevokedSessions = { sessionId: number } | { userIds: number[]; exceptSessionId?: number };

export function createSessionService(ctx: Ctx) {
  const { kysely } = ctx.db;
  const revokeListeners: ((revoked: RevokedSessions) => void)[] = [];
  const notify = (revoked: RevokedSessions) => revokeListeners.forEach((listener) => listener(revoked));
  const ttl = (kind: SessionKind) => (kind === 'session' ? ctx.config.sessionMs : ctx.config.rememberMs);

  async function create(userId: number, kind: SessionKind, ip: string): Promise<string> {
    const token = newToken();
    const now = ctx.now();
    await kysely
      .insertInto('sessions')
      .values({ tokenHash: hashToken(token), userId, kind, createdAt: now, expiresAt: now + ttl(kind), ip })
      .execute();
    return token;
  }

  async function find(token: string, kind: SessionKind) {
    const now = ctx.now();
    return kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .selectAll('users')
      .select(['sessions.id as sessionId', 'sessions.createdAt as sessionCreatedAt', 'sessions.ip as sessionIp'])
      .where('sessions.tokenHash', '=', hashToken(token))
      .where('sessions.kind', '=', kind)
      .where('sessions.revokedAt', 'is', null)
      .where('sessions.expiresAt', '>', now)
      .where('users.enabled', '=', 1)
      .executeTakeFirst();
  }

  /** A valid API token gives its user; past half its life it is renewed. */
  async function resolve(token: string, ip: string): Promise<ResolvedSession | null> {
    const row = await find(token, 'session');
    if (!row) return null;
    const { sessionId, sessionCreatedAt, sessionIp: _ip, ...user } = row;
    let renewedToken: string | null = null;
    const now = ctx.now();
    if (now - sessionCreatedAt > ttl('session') / 2) {
      renewedToken = await create(user.id, 'session', ip);
      await kysely
        .updateTable('sessions')
        .set({ expiresAt: now + RENEW_GRACE_MS })
        .where('id', '=', sessionId)
        .where('expiresAt', '>', now + RENEW_GRACE_MS)
        .execute();
    }
    return { sessionId, user, renewedToken };
  }

  /** A valid API token's session and user, never renewed (MQTT logins check tokens this way). */
  async function peek(token: string): Promise<{ sessionId: number; user: User } | null> {
    const row = await find(token, 'session');
    if (!row) return null;
    const { sessionId, sessionCreatedAt: _c, sessionIp: _ip, ...user } = row;
    return { sessionId, user };
  }

  /** Of these sessions, the ones that are still valid (not revoked or expired, user enabled). */
  async function stillValid(sessionIds: number[]): Promise<Set<number>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select('sessions.id')
      .where('sessions.id', 'in', sessionIds)
      .where('sessions.revokedAt', 'is', null)
      .where('sessions.expiresAt', '>', ctx.now())
      .where('users.enabled', '=', 1)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Called after sessions are revoked (the MQTT broker disconnects their browsers). */
  function onRevoke(listener: (revoked: RevokedSessions) => void): void {
    revokeListeners.push(listener);
  }

  /** A remember token is used once: it is replaced by a new one at every remembered login. */
  async function consumeRemember(token: string): Promise<User | null> {
    const row = await find(token, 'remember');
    if (!row) return null;
    await revoke(row.sessionId);
    const { sessionId: _s, sessionCreatedAt: _c, sessionIp: _ip, ...user } = row;
    return user;
  }

  async function revoke(sessionId: number): Promise<void> {
    await kysely.updateTable('sessions').set({ revokedAt: ctx.now() }).where('id', '=', sessionId).execute();
    notify({ sessionId });
  }

  /** Ends every session (and remember token) of a user, but the one given. */
  async function revokeUser(userId: number, exceptSessionId?: number): Promise<void> {
    let q = kysely
      .updateTable('sessions')
      .set({ revokedAt: ctx.now() })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
    await q.execute();
    notify({ userIds: [userId], exceptSessionId });
  }

  async function revokeUsers(userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    await kysely
      .updateTable('sessions')
      .set({ revokedAt: ctx.now() })
      .where('userId', 'in', userIds)
      .where('revokedAt', 'is', null)
      .execute();
    notify({ userIds });
  }

  return { create, resolve, peek, stillValid, onRevoke, consumeRemember, revoke, revokeUser, revokeUsers };
}
export type SessionService = ReturnType<typeof createSessionService>;
