import {
  UserType,
  type CodeQuery,
  type DemoRequest,
  type ForgetCodeQuery,
  type ForgetPassword,
  type RegisterRequest,
} from '@iot/contract';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { User } from '../../db/schema.js';
import { badRequest, fieldText } from '../../http/errors.js';
import { createSender } from '../outbox/sender.js';
import { createAuthRepo } from './auth.repo.js';
import type { AuthDeps, Client } from './auth.service.js';
import { normalizeTarget, wrongCode } from './codes.service.js';
import { phoneInUse } from './profile-flow.js';

const channelOf = (logonType: number) => (logonType === 1 ? ('email' as const) : ('sms' as const));
const isEmail = (contact: string) => contact.includes('@');

/** Self-service on the login screen: codes, registration, demo requests and the forgotten password. */
export function createAccountFlow(ctx: Ctx, { users, tenancy, codes }: AuthDeps) {
  const repo = createAuthRepo(ctx);
  // The demo notice goes to the same outbox as the codes (the service wiring gives auth no sender).
  const sender = createSender(ctx);

  /** The enabled account whose phone or e-mail (not user name) is `contact`. */
  async function accountByContact(contact: string): Promise<User | undefined> {
    const user = await users.findByAccount(contact);
    const target = normalizeTarget(contact);
    const matches = user && (user.phone === target || user.email?.toLowerCase() === target);
    return matches && user.enabled === 1 ? user : undefined;
  }

  function sendRegisterCode({ mobile, logonType }: z.output<typeof CodeQuery>, client: Client): Promise<void> {
    return codes.request({ target: mobile, purpose: 'register', channel: channelOf(logonType), ip: client.ip });
  }

  function sendDemoCode({ mobile, logonType }: z.output<typeof CodeQuery>, client: Client): Promise<void> {
    return codes.request({ target: mobile, purpose: 'demo', channel: channelOf(logonType), ip: client.ip });
  }

  /** Answers alike whether or not the account exists; only a real account gets the code. */
  async function sendForgetCode({ mobile }: z.output<typeof ForgetCodeQuery>, client: Client): Promise<void> {
    const user = await accountByContact(mobile);
    const channel = isEmail(mobile) ? 'email' : 'sms';
    await codes.request({ target: mobile, purpose: 'forget', channel, deliver: user !== undefined, ip: client.ip });
  }

  /** A new end-user company on the domain and its company administrator. */
  async function register(
    body: z.output<typeof RegisterRequest>,
    client: Client,
  ): Promise<{ id: number; companyId: number }> {
    const domain = await tenancy.findDomain(body.domain || client.host);
    if (!domain) throw badRequest(fieldText('domain', { zh: '未知的域名', en: 'unknown domain' }));
    // Only someone who holds the code learns whether a name or number is taken: the code is checked first.
    await codes.check(body.mobile, 'register', body.code);
    if (await users.findByAccount(body.username))
      throw badRequest(fieldText('username', { zh: '已被占用', en: 'already taken' }));
    if (await users.findByAccount(body.mobile)) throw phoneInUse();
    const companyId = await tenancy.createCompany({
      name: body.companyName,
      domainId: domain.id,
      parentId: null,
      isDealer: false,
    });
    const contact = body.logonType === 1 ? { email: normalizeTarget(body.mobile) } : { phone: body.mobile };
    const id = await users.createInternal({
      companyId,
      nickName: body.username,
      password: body.password,
      userType: UserType.companyAdmin,
      username: body.username,
      ...contact,
    });
    ctx.log.info({ userId: id, companyId, domain: domain.domain, ip: client.ip }, 'registered');
    return { id, companyId };
  }

  async function requestDemo(body: z.output<typeof DemoRequest>): Promise<void> {
    await codes.check(body.phone, 'demo', body.code);
    await repo.insertDemoRequest({
      name: body.name,
      contact: body.phone,
      logonType: body.logonType,
      company: body.company,
    });
    await sender.send({
      channel: 'email',
      target: 'platform-admin',
      subject: `Demo request: ${body.company}`,
      body: `${body.name} of ${body.company} asks for a demo account. Contact: ${body.phone}.`,
    });
  }

  async function forgetPassword(body: z.output<typeof ForgetPassword>, client: Client): Promise<void> {
    await codes.check(body.mobile, 'forget', body.code);
    const user = await accountByContact(body.mobile);
    // Only reachable if the account went away after the code was sent.
    if (!user) throw wrongCode();
    await users.setPassword(user.id, body.password);
    ctx.log.info({ userId: user.id, companyId: user.companyId, ip: client.ip }, 'password reset');
  }

  return { sendRegisterCode, sendDemoCode, sendForgetCode, register, requestDemo, forgetPassword };
}
