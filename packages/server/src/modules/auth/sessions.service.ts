import type { Ctx } from '../../context.js';
import type { User } from '../../db/schema.js';
import { derivedToken, hashToken, newToken } from './tokens.js';
import { createChangeFeed } from '../../cluster/change-feed.js';

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
  const revocations = createChangeFeed<RevokedSessions>();
  const notify = (revoked: RevokedSessions) => void revocations.emit(revoked);
  const ttl = (kind: SessionKind) => (kind === 'session' ? ctx.config.sessionMs : ctx.config.rememberMs);

  /** A new session, the first of its chain. */
  async function create(userId: number, kind: SessionKind, ip: string): Promise<string> {
    const token = newToken();
    const now = ctx.now();
    await kysely
      .insertInto('sessions')
      .values({
        tokenHash: hashToken(token),
        userId,
        kind,
        createdAt: now,
        expiresAt: now + ttl(kind),
        ip,
        chainId: null,
        chainStartedAt: now,
        renewSalt: newToken(),
      })
      .execute();
    return token;
  }

  /** A valid (not revoked or expired) token's session and its enabled user. */
  async function find(token: string, kind: SessionKind) {
    const row = await kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .selectAll('users')
      .select(['sessions.id as sessionId', 'sessions.createdAt as sessionCreatedAt'])
      .select(['sessions.chainId', 'sessions.chainStartedAt', 'sessions.renewSalt'])
      .where('sessions.tokenHash', '=', hashToken(token))
      .where('sessions.kind', '=', kind)
      .where('sessions.revokedAt', 'is', null)
      .where('sessions.expiresAt', '>', ctx.now())
      .where('users.enabled', '=', 1)
      .executeTakeFirst();
    if (!row) return null;
    const { sessionId, sessionCreatedAt, chainId, chainStartedAt, renewSalt, ...user } = row;
    return { session: { id: sessionId, createdAt: sessionCreatedAt, chainId, chainStartedAt, renewSalt }, user };
  }

  /**
   * A valid API token gives its user; past half its life it is renewed. Every request renewing the same
   * session at once gets the same successor (derived from the token and the session's salt), so a
   * session is rotated, never forked; no renewal reaches past the chain's absolute lifetime.
   */
  async function resolve(token: string, ip: string): Promise<ResolvedSession | null> {
    const found = await find(token, 'session');
    if (!found) return null;
    const { session, user } = found;
    const { id: sessionId, createdAt: sessionCreatedAt, chainId, chainStartedAt, renewSalt } = session;
    const now = ctx.now();
    const chainStart = chainStartedAt ?? sessionCreatedAt;
    const endOfLife = chainStart + ctx.config.sessionMaxMs;
    if (now - sessionCreatedAt <= ttl('session') / 2 || endOfLife - now <= RENEW_GRACE_MS) {
      return { sessionId, user, renewedToken: null };
    }
    // Sessions from before chains had no salt: their successor derives from what the row holds.
    const renewedToken = derivedToken(token, renewSalt ?? `${sessionId}:${sessionCreatedAt}`);
    await kysely
      .insertInto('sessions')
      .values({
        tokenHash: hashToken(renewedToken),
        userId: user.id,
        kind: 'session',
        createdAt: now,
        expiresAt: Math.min(now + ttl('session'), endOfLife),
        ip,
        chainId: chainId ?? sessionId,
        chainStartedAt: chainStart,
        renewSalt: newToken(),
      })
      .onConflict((oc) => oc.column('tokenHash').doNothing())
      .execute();
    await kysely
      .updateTable('sessions')
      .set({ expiresAt: now + RENEW_GRACE_MS })
      .where('id', '=', sessionId)
      .where('expiresAt', '>', now + RENEW_GRACE_MS)
      .execute();
    return { sessionId, user, renewedToken };
  }

  /** A valid API token's session and user, never renewed (MQTT logins check tokens this way). */
  async function peek(token: string): Promise<{ sessionId: number; user: User } | null> {
    const found = await find(token, 'session');
    return found && { sessionId: found.session.id, user: found.user };
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
    revocations.listen(listener);
  }

  /** A remember token is used once: it is replaced by a new one at every remembered login. */
  async function consumeRemember(token: string): Promise<User | null> {
    const found = await find(token, 'remember');
    if (!found) return null;
    await revoke(found.session.id);
    return found.user;
  }

  /** Ends a session and every session of its chain (its predecessors and successors). */
  async function revoke(sessionId: number): Promise<void> {
    const session = await kysely
      .selectFrom('sessions')
      .select(['id', 'chainId'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!session) return;
    const head = session.chainId ?? session.id;
    const ended = await kysely
      .updateTable('sessions')
      .set({ revokedAt: ctx.now() })
      .where((eb) => eb.or([eb('id', '=', head), eb('chainId', '=', head)]))
      .where('revokedAt', 'is', null)
      .returning('id')
      .execute();
    for (const { id } of ended) notify({ sessionId: id });
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

  return { create, resolve, peek, stillValid, onRevoke, revocations, consumeRemember, revoke, revokeUser, revokeUsers };
}
export type SessionService = ReturnType<typeof createSessionService>;
