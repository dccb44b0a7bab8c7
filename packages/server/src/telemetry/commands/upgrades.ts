import { randomUUID } from 'node:crypto';
import type { Ctx } from '../../context.js';
import type { Device } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { MessageBus } from '../../mqtt/bus.js';
import { inScope, type AuthContext, type Scope } from '../../modules/access/access.service.js';
import type { Services } from '../../services.js';
import type { Ack } from './acks.js';
import type { UpgradeLogPageQuery } from './command-input.js';
import type { CommandRepo } from './commands.repo.js';

/** Upgrade log status and result codes (spec: 0 request sent, 1 request successful; results 0 to 3). */
export const UpgradeStatus = { sent: 0, accepted: 1 } as const;
export const UpgradeResult = { success: 0, downloadError: 1, fileError: 2, failed: 3 } as const;

interface Deps {
  ctx: Ctx;
  services: Pick<Services, 'devices' | 'firmware' | 'tenancy'>;
  bus: MessageBus;
  repo: CommandRepo;
  isOnline: (device: Device) => boolean;
}

export function createUpgrades({ ctx, services, bus, repo, isOnline }: Deps) {
  const { kysely } = ctx.db;

  async function deviceByIdentity(scope: Scope, identity: string): Promise<Device> {
    const device = await services.devices.findByIdentity(identity);
    if (!device || !inScope(scope, device.companyId)) throw notFound('device');
    return device;
  }

  /** A version for the device's domain (or a platform-wide one), with its file. */
  async function versionFor(device: Device, versionId: number) {
    const [version, company] = await Promise.all([
      kysely.selectFrom('firmwareVersions').select('domainId').where('id', '=', versionId).executeTakeFirst(),
      services.tenancy.getCompany(device.companyId),
    ]);
    const file = await services.firmware.firmwareFile(versionId);
    if (!version || !file || (version.domainId !== null && version.domainId !== company?.domainId)) {
      throw notFound('version');
    }
    return file;
  }

  /** Publishes the upgrade and logs it (status 0); `baseUrl` is where gateways reach the platform. */
  async function upgrade(auth: AuthContext, identity: string, versionId: number, baseUrl: string) {
    const device = await deviceByIdentity(auth.scope, identity);
    const file = await versionFor(device, versionId);
    if (!isOnline(device)) throw badRequest('identity: the gateway is offline, nothing was sent');
    const id = randomUUID();
    const now = ctx.now();
    const logId = await repo.insertUpgradeLog({
      deviceId: device.id,
      versionId,
      commandId: id,
      status: UpgradeStatus.sent,
      result: null,
      createdAt: now,
      updatedAt: now,
    });
    const url = `${baseUrl}/api/firmware/${versionId}/download?identity=${encodeURIComponent(device.identity)}`;
    const command = { id, type: 'upgrade', versionId, version: file.version, url, sha256: file.sha256 };
    try {
      await bus.publish(`gw/${device.identity}/cmd`, JSON.stringify(command), { qos: 1 });
    } catch (error) {
      ctx.log.warn({ err: error, identity: device.identity }, 'upgrade publish failed');
      await repo.updateUpgradeLog(logId, { result: UpgradeResult.failed }, ctx.now());
      throw new AppError(502, 'the broker did not take the upgrade command');
    }
    return { commandId: id, logId };
  }

  /** Applies an upgrade ack; false when the id is not an upgrade sent to that gateway. */
  async function handleAck(identity: string, ack: Ack): Promise<boolean> {
    const log = await repo.upgradeLogOf(ack.id, identity);
    if (!log) return false;
    const patch =
      ack.result !== undefined
        ? { status: UpgradeStatus.accepted, result: ack.result }
        : ack.ok === false
          ? { result: UpgradeResult.failed }
          : { status: UpgradeStatus.accepted };
    await repo.updateUpgradeLog(log.id, patch, ctx.now());
    return true;
  }

  /** The file a gateway may download: its secret matches and it was offered that version. */
  async function downloadable(identity: string, secret: string, versionId: number) {
    const device = await services.devices.verifySecret(identity, secret);
    if (!device) throw new AppError(401, 'device: wrong identity or secret', 401);
    const file = (await repo.offered(device.id, versionId)) ? await services.firmware.firmwareFile(versionId) : null;
    if (!file) throw notFound('version');
    return file;
  }

  async function logPage(auth: AuthContext, query: UpgradeLogPageQuery) {
    const device = await services.devices.deviceInScope(auth.scope, query.param.deviceId);
    const { rows, total } = await repo.upgradeLogPage(device.id, query.pageNum, query.pageSize);
    const { timeZone } = ctx.config;
    const records = rows.map(({ createdAt, updatedAt, ...row }) => ({
      ...row,
      createTime: formatTime(createdAt, timeZone),
      updateTime: formatTime(updatedAt, timeZone),
    }));
    return { records, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  return { upgrade, handleAck, downloadable, logPage };
}
