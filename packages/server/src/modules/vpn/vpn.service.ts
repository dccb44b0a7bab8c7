import type { Ctx } from '../../context.js';
import { badRequest, fieldText, forbidden, notFound } from '../../http/errors.js';
import { inScope, type AuthContext } from '../access/access.service.js';
import { formatTime } from '../../http/format-time.js';
import { firstFreeAddress } from './address-pool.js';
import { clientConfig, wireguardKeyPair } from './wireguard.js';

export interface VpnClientInfo {
  id: number;
  userId: number;
  address: string;
  publicKey: string;
  createTime: string;
}

export interface VpnClientCreated {
  id: number;
  address: string;
  config: string;
}

/** Keeps one user from taking the whole address pool. */
export const MAX_CLIENTS_PER_USER = 10;
/** Two requests may pick the same free address; the unique index refuses one and it tries again. */
const ADDRESS_ATTEMPTS = 3;

/**
 * WireGuard client configurations. The private key exists only inside the stored configuration,
 * which only its owner downloads; administrators see addresses and public keys.
 */
export function createVpnService(ctx: Ctx) {
  const { kysely } = ctx.db;
  const vpn = ctx.config.vpn;

  /** Yourself, or (with userManage:update) a user of a company you see; anyone else answers 404. */
  async function targetUser(auth: AuthContext, userId: number): Promise<number> {
    if (userId === auth.user.id) return userId;
    if (!auth.permissions.has('userManage:update'))
      throw forbidden({ zh: '只能操作自己的 VPN 客户端', en: 'only your own VPN clients' });
    const user = await kysely
      .selectFrom('users')
      .select(['id', 'companyId'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || !inScope(auth.scope, user.companyId)) throw notFound('user');
    return user.id;
  }

  async function insertClient(userId: number): Promise<VpnClientCreated> {
    const used = await kysely.selectFrom('vpnClients').select('address').execute();
    const address = firstFreeAddress(vpn.pool, new Set(used.map((r) => r.address)));
    if (!address)
      throw badRequest(
        fieldText('id', { zh: `VPN 地址池 ${vpn.pool} 已用完`, en: `the VPN address pool ${vpn.pool} is exhausted` }),
      );
    const { privateKey, publicKey } = wireguardKeyPair();
    const config = clientConfig({
      privateKey,
      address,
      dns: vpn.dns,
      serverPublicKey: vpn.serverPublicKey,
      endpoint: vpn.endpoint,
      allowedIps: vpn.allowedIps,
    });
    const row = await kysely
      .insertInto('vpnClients')
      .values({ userId, address, publicKey, config, createdAt: ctx.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, address, config };
  }

  async function createClient(auth: AuthContext, userId: number): Promise<VpnClientCreated> {
    if (!vpn.serverPublicKey)
      throw badRequest(
        fieldText('vpn', {
          zh: '未配置服务器公钥（IOT_VPN_PUBLIC_KEY）',
          en: 'the server public key is not configured (IOT_VPN_PUBLIC_KEY)',
        }),
      );
    const target = await targetUser(auth, userId);
    const { count } = await kysely
      .selectFrom('vpnClients')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', target)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_CLIENTS_PER_USER)
      throw badRequest(
        fieldText('id', {
          zh: `每个用户最多 ${MAX_CLIENTS_PER_USER} 个 VPN 客户端`,
          en: `at most ${MAX_CLIENTS_PER_USER} VPN clients per user`,
        }),
      );
    for (let attempt = 1; ; attempt++) {
      try {
        const created = await insertClient(target);
        ctx.log.info({ userId: target, by: auth.user.id, address: created.address }, 'vpn client created');
        return created;
      } catch (error) {
        if (attempt >= ADDRESS_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  async function listClients(auth: AuthContext, userId: number): Promise<{ records: VpnClientInfo[]; total: number }> {
    const target = await targetUser(auth, userId);
    const rows = await kysely
      .selectFrom('vpnClients')
      .select(['id', 'userId', 'address', 'publicKey', 'createdAt'])
      .where('userId', '=', target)
      .orderBy('id')
      .execute();
    const records = rows.map(({ createdAt, ...r }) => ({
      ...r,
      createTime: formatTime(createdAt, ctx.config.timeZone),
    }));
    return { records, total: records.length };
  }

  /** The configuration file, for its owner only. */
  async function download(auth: AuthContext, clientId: number): Promise<{ fileName: string; config: string }> {
    const row = await kysely
      .selectFrom('vpnClients')
      .select(['address', 'config'])
      .where('id', '=', clientId)
      .where('userId', '=', auth.user.id)
      .executeTakeFirst();
    if (!row) throw notFound('vpn client');
    return { fileName: `wg-${row.address}.conf`, config: row.config };
  }

  return { createClient, listClients, download };
}
export type VpnService = ReturnType<typeof createVpnService>;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
