import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.js';
import { platformAcl } from './acl.js';

const AuthBody = z.object({
  clientid: z.string().max(256),
  username: z.string().max(256).optional(),
  password: z.string().max(1024).optional(),
});
const AclBody = z.object({
  clientid: z.string().max(256),
  username: z.string().max(256),
  topic: z.string().min(1).max(1024),
  action: z.enum(['publish', 'subscribe']),
});

const allow = (superuser = false) => ({ result: 'allow', is_superuser: superuser });
const deny = { result: 'deny', is_superuser: false };

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * HTTP authentication and ACL calls of the kind EMQX makes, so an external broker applies the
 * platform's rules (the same ACL as the embedded broker). Without IOT_MQTT_HOOK_SECRET, or with a wrong
 * `x-mqtt-hook-secret` header, every answer is deny. The platform's own login (IOT_MQTT_USERNAME and
 * IOT_MQTT_PASSWORD) is a superuser.
 */
export function registerMqttHookRoutes(app: FastifyInstance, config: Config): void {
  const { mqttHookSecret, mqttUsername, mqttPassword } = config;
  const acl = platformAcl(app.services, app.log);
  const isPlatform = (username: string | undefined) => mqttUsername !== null && username === mqttUsername;

  function trusted(request: FastifyRequest): boolean {
    const header = request.headers['x-mqtt-hook-secret'];
    const ok = mqttHookSecret !== null && typeof header === 'string' && sameText(header, mqttHookSecret);
    if (!ok) request.log.warn({ url: request.url }, 'mqtt hook call without the right secret');
    return ok;
  }

  app.post('/api/mqtt/auth', { config: { permission: 'public' } }, async (request) => {
    const body = AuthBody.safeParse(request.body);
    if (!body.success || !trusted(request)) return deny;
    const { clientid, username, password } = body.data;
    if (isPlatform(username)) return sameText(password ?? '', mqttPassword ?? '') ? allow(true) : deny;
    const result = await acl.authenticate({ clientId: clientid, username, password });
    return 'principal' in result ? allow() : deny;
  });

  app.post('/api/mqtt/acl', { config: { permission: 'public' } }, async (request) => {
    const body = AclBody.safeParse(request.body);
    if (!body.success || !trusted(request)) return deny;
    const { clientid, username, topic, action } = body.data;
    if (isPlatform(username)) return allow(true);
    const principal = await acl.principalOf(clientid, username);
    if (!principal) return deny;
    const allowed = action === 'publish' ? acl.mayPublish(principal, topic) : await acl.maySubscribe(principal, topic);
    return allowed ? allow() : deny;
  });
}
