import type { FastifyBaseLogger } from 'fastify';
import { inScope, type AccessService, type Scope } from '../modules/access/access.service.js';
import type { SessionService } from '../modules/auth/sessions.service.js';
import type { DeviceService } from '../modules/devices/devices.service.js';
import type { UserService } from '../modules/users/users.service.js';
import type { DeviceCache } from './device-cache.js';
import { commandTopic, isWildcard, parseGatewayTopic } from './topics.js';

export type MqttPrincipal =
  | { kind: 'gateway'; identity: string }
  | { kind: 'browser'; userId: number; companyId: number; scope: Scope; sessionId: number | null };

export interface MqttCredentials {
  clientId: string;
  username: string | undefined;
  password: string | undefined;
}

/** Why a login was refused, as the CONNACK codes of MQTT 3.1.1 say it. */
export type LoginRefusal = 'identifier' | 'credentials' | 'not-authorized';

export interface AclDeps {
  devices: Pick<DeviceService, 'verifySecret' | 'findByIdentity'>;
  sessions: Pick<SessionService, 'peek'>;
  access: Pick<AccessService, 'scopeFor'>;
  users: Pick<UserService, 'getById'>;
  cache: DeviceCache;
  log: FastifyBaseLogger;
}

const USER_ID = /^[1-9]\d{0,15}$/;
const FORBIDDEN_IN_CLIENT_ID = /[+#/]/;

/**
 * The broker rules of PROTOCOL.md, shared by the embedded broker and the HTTP hooks an external broker
 * calls. A client whose client id equals its username is a gateway (identity); any other is a browser
 * (username = user id, password = session token). Anything no rule allows is refused.
 */
export function createMqttAcl({ devices, sessions, access, users, cache, log }: AclDeps) {
  const who = (p: MqttPrincipal) =>
    p.kind === 'gateway' ? { identity: p.identity } : { userId: p.userId, companyId: p.companyId };

  function deny(p: MqttPrincipal, action: 'publish' | 'subscribe', topic: string): false {
    log.warn({ ...who(p), action, topic }, 'mqtt acl denied');
    return false;
  }

  async function authenticate({ clientId, username, password }: MqttCredentials) {
    const refuse = (refusal: LoginRefusal, reason: string) => {
      log.warn({ clientId, username, reason }, 'mqtt login refused');
      return { refusal } as const;
    };
    if (!username) return refuse('credentials', 'anonymous');
    if (clientId === username) {
      const device = await devices.verifySecret(username, password ?? '');
      if (!device) return refuse('credentials', 'unknown identity or wrong secret');
      if (device.enabled !== 1) return refuse('not-authorized', 'device disabled');
      return { principal: { kind: 'gateway', identity: device.identity } satisfies MqttPrincipal };
    }
    if (FORBIDDEN_IN_CLIENT_ID.test(clientId)) return refuse('identifier', 'client id with + # or /');
    if (!USER_ID.test(username)) return refuse('credentials', 'not a user id');
    const session = password ? await sessions.peek(password) : null;
    if (!session || session.user.id !== Number(username)) return refuse('credentials', 'no session of that user');
    const { user } = session;
    const scope = await access.scopeFor(user);
    const principal: MqttPrincipal = {
      kind: 'browser',
      userId: user.id,
      companyId: user.companyId,
      scope,
      sessionId: session.sessionId,
    };
    return { principal };
  }

  /** The principal of a connection the external broker already authenticated (its ACL calls carry no password). */
  async function principalOf(clientId: string, username: string): Promise<MqttPrincipal | null> {
    if (clientId === username) {
      const device = await devices.findByIdentity(username);
      return device?.enabled === 1 ? { kind: 'gateway', identity: device.identity } : null;
    }
    if (!USER_ID.test(username) || FORBIDDEN_IN_CLIENT_ID.test(clientId)) return null;
    const user = await users.getById(Number(username));
    if (!user || user.enabled !== 1) return null;
    return {
      kind: 'browser',
      userId: user.id,
      companyId: user.companyId,
      scope: await access.scopeFor(user),
      sessionId: null,
    };
  }

  /** A connected browser's companies, read again; null when its user is gone or disabled. */
  async function currentScope(userId: number): Promise<Scope | null> {
    const user = await users.getById(userId);
    return user?.enabled === 1 ? access.scopeFor(user) : null;
  }

  /** Gateways publish their own data, status and ack; browsers publish nothing. */
  function mayPublish(p: MqttPrincipal, topic: string): boolean {
    if (p.kind === 'gateway' && parseGatewayTopic(topic)?.identity === p.identity) return true;
    return deny(p, 'publish', topic);
  }

  async function maySubscribe(p: MqttPrincipal, topic: string): Promise<boolean> {
    if (p.kind === 'gateway') return topic === commandTopic(p.identity) || deny(p, 'subscribe', topic);
    const levels = topic.split('/');
    if (levels[0] === 'message') {
      return (levels.length > 1 && levels[1] === String(p.userId)) || deny(p, 'subscribe', topic);
    }
    const identity = deviceTopicIdentity(levels, true);
    const owner = identity === null ? null : await cache.get(identity);
    return (owner !== null && inScope(p.scope, owner.companyId)) || deny(p, 'subscribe', topic);
  }

  /**
   * Checked per delivered message (synchronously, from the cache): a device transferred away from a
   * browser's companies stops reaching it even on a subscription granted before.
   */
  function mayReceive(p: MqttPrincipal, topic: string): boolean {
    if (p.kind === 'gateway' || !topic.startsWith('device/')) return true;
    const identity = deviceTopicIdentity(topic.split('/'), false);
    const owner = identity === null ? null : cache.peek(identity);
    return owner !== null && inScope(p.scope, owner.companyId);
  }

  return { authenticate, principalOf, currentScope, mayPublish, maySubscribe, mayReceive };
}
export type MqttAcl = ReturnType<typeof createMqttAcl>;

/**
 * The device a `device/...` topic is about: `device/status/{identity}` or `device/{identity}/{variable}`
 * (the variable may be `+` in a subscription). Wildcards over identities give null.
 */
function deviceTopicIdentity(levels: string[], subscription: boolean): string | null {
  if (levels.length !== 3 || levels[0] !== 'device') return null;
  const [, first, second] = levels as [string, string, string];
  if (first === 'status') return isWildcard(second) ? null : second;
  if (isWildcard(first) || second === '#' || (second === '+' && !subscription)) return null;
  return first;
}
