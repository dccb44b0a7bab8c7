import { BROWSER_CLIENT_ID, CUSTOM_DATA_DEVICE } from '@iot/contract';
import type { FastifyBaseLogger } from 'fastify';
import { inScope, type AccessService, type Scope } from '../modules/access/access.service.js';
import type { SessionService } from '../modules/auth/sessions.service.js';
import type { DeviceService } from '../modules/devices/devices.service.js';
import type { UserService } from '../modules/users/users.service.js';
import type { Services } from '../services.js';
import { createOwnerCaches, type OwnerCaches } from './owner-cache.js';
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
  owners: OwnerCaches;
  log: FastifyBaseLogger;
}

const USER_ID = /^[1-9]\d{0,15}$/;

/**
 * The broker rules of docs/protocol.md, shared by the embedded broker and the HTTP hooks an external
 * broker calls. A client whose client id equals its username is a gateway (identity); any other is a
 * browser (username = user id, password = session token, client id `web_{userId}_{suffix}`). Anything no
 * rule allows is refused.
 */
export function createMqttAcl({ devices, sessions, access, users, owners, log }: AclDeps) {
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
    if (!USER_ID.test(username)) return refuse('credentials', 'not a user id');
    const session = password ? await sessions.peek(password) : null;
    if (!session || session.user.id !== Number(username)) return refuse('credentials', 'no session of that user');
    // Checked after the credentials, so that the answer tells a stranger nothing about identities.
    const clientRefusal = await browserClientRefusal(clientId, username);
    if (clientRefusal) return refuse('identifier', clientRefusal);
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

  /**
   * Why user credentials may not use this client id: browsers keep to `web_{their user id}_...`, and
   * never a gateway's identity, so that no session can displace a gateway. Null when they may.
   */
  async function browserClientRefusal(clientId: string, username: string): Promise<string | null> {
    if (BROWSER_CLIENT_ID.exec(clientId)?.[1] !== username) return 'not web_{userId}_{suffix} of this user';
    return (await owners.device(clientId)) ? "a gateway's identity" : null;
  }

  /** The principal of a connection the external broker already authenticated (its ACL calls carry no password). */
  async function principalOf(clientId: string, username: string): Promise<MqttPrincipal | null> {
    if (clientId === username) {
      const device = await devices.findByIdentity(username);
      return device?.enabled === 1 ? { kind: 'gateway', identity: device.identity } : null;
    }
    if (await browserClientRefusal(clientId, username)) return null;
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
    const subject = liveTopicSubject(levels, true);
    const owner = subject === null ? null : await owners.of(subject);
    return (owner !== null && inScope(p.scope, owner.companyId)) || deny(p, 'subscribe', topic);
  }

  /**
   * Checked per delivered message (synchronously, from the caches): a device transferred away from a
   * browser's companies stops reaching it even on a subscription granted before.
   */
  function mayReceive(p: MqttPrincipal, topic: string): boolean {
    if (p.kind === 'gateway' || !topic.startsWith('device/')) return true;
    const subject = liveTopicSubject(topic.split('/'), false);
    const owner = subject === null ? null : owners.peek(subject);
    return owner !== null && inScope(p.scope, owner.companyId);
  }

  return { authenticate, principalOf, currentScope, mayPublish, maySubscribe, mayReceive };
}
export type MqttAcl = ReturnType<typeof createMqttAcl>;

/** The ACL over the platform's services; `ownerTtlMs` bounds how long a transferred device keeps its old owner. */
export function platformAcl(
  services: Pick<Services, 'devices' | 'sessions' | 'access' | 'users' | 'customData'>,
  log: FastifyBaseLogger,
  ownerTtlMs?: number,
): MqttAcl {
  const { devices, sessions, access, users, customData } = services;
  const owners = createOwnerCaches({ devices, customData }, ownerTtlMs);
  return createMqttAcl({ devices, sessions, access, users, owners, log });
}

/** What a live topic is about: a device (by identity) or a custom data item (by id). */
export type LiveSubject = { kind: 'device'; identity: string } | { kind: 'customData'; id: number };

const CUSTOM_DATA_ID = /^[1-9]\d{0,15}$/;

/**
 * The subject of a `device/...` topic: `device/status/{identity}` (online state),
 * `device/customdata/{id}` (a custom data item) or `device/{identity}/{variable}`, where a subscription
 * may end in `+` or `#`. `status` and `customdata` are never identities; wildcards over identities or
 * items give null.
 */
export function liveTopicSubject(levels: string[], subscription: boolean): LiveSubject | null {
  if (levels.length !== 3 || levels[0] !== 'device') return null;
  const [, first, second] = levels as [string, string, string];
  if (first === 'status') return second === '' || isWildcard(second) ? null : { kind: 'device', identity: second };
  if (first === CUSTOM_DATA_DEVICE)
    return CUSTOM_DATA_ID.test(second) ? { kind: 'customData', id: Number(second) } : null;
  if (first === '' || isWildcard(first) || second === '' || (isWildcard(second) && !subscription)) return null;
  return { kind: 'device', identity: first };
}
