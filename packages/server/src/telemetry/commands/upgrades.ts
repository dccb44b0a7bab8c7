import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Ctx } from '../../context.js';
import type { Device } from '../../db/schema.js';
import { AppError, badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { MessageBus } from '../../mqtt/bus.js';
import { commandTopic } from '../../mqtt/topics.js';
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

/** How long an upgrade's download address works (once). */
export const DOWNLOAD_TOKEN_TTL_MS = 10 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createUpgrades({ ctx, services, bus, repo, isOnline }: Deps) {
  async function deviceByIdentity(scope: Scope, identity: string): Promise<Device> {
    const device = await services.devices.findByIdentity(identity);
    if (!device || !inScope(scope, device.companyId)) throw notFound('device');
    return device;
  }

  /** A version the device may be sent: its domain's (or platform-wide), published, for its model. */
  async function versionFor(device: Device, versionId: number) {
    const [file, company] = await Promise.all([
      services.firmware.firmwareFile(versionId),
      services.tenancy.getCompany(device.companyId),
    ]);
    if (!file || (file.domainId !== null && file.domainId !== company?.domainId)) {
      throw notFound('version');
    }
    if (!file.published) {
      throw badRequest(fieldText('versionId', { zh: '该版本尚未发布', en: 'the version is not published' }));
    }
    if (file.modelName !== device.modelName) {
      const model = device.modelName || '-';
      throw badRequest(
        fieldText('versionId', {
          zh: `该版本适用于型号 ${file.modelName}，设备型号为 ${model}`,
          en: `the version is for model ${file.modelName}, the device is model ${model}`,
        }),
      );
    }
    return file;
  }

  /**
   * Publishes the upgrade and logs it (status 0). The download address is the configured public
   * address with a one-time token for this device and version: never the request's host, never the
   * device secret.
   */
  async function upgrade(auth: AuthContext, identity: string, versionId: number) {
    const { publicUrl } = ctx.config;
    if (!publicUrl) {
      throw new AppError(503, {
        zh: '未设置平台的公网地址（IOT_PUBLIC_URL），网关不知道从哪里下载固件',
        en: "the platform's public address (IOT_PUBLIC_URL) is not set, so gateways would not know where to download",
      });
    }
    const device = await deviceByIdentity(auth.scope, identity);
    const file = await versionFor(device, versionId);
    if (!isOnline(device)) {
      throw badRequest(
        fieldText('identity', { zh: '网关离线，未发送', en: 'the gateway is offline, nothing was sent' }),
      );
    }
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const now = ctx.now();
    const logId = await repo.insertUpgradeLog({
      deviceId: device.id,
      versionId,
      commandId: id,
      status: UpgradeStatus.sent,
      result: null,
      createdAt: now,
      updatedAt: now,
      downloadTokenHash: hashToken(token),
      downloadExpiresAt: now + DOWNLOAD_TOKEN_TTL_MS,
      downloadedAt: null,
    });
    const url = `${publicUrl}/api/firmware/${versionId}/download?token=${token}`;
    const command = { id, type: 'upgrade', versionId, version: file.version, url, sha256: file.sha256 };
    try {
      await bus.publish(commandTopic(device.identity), JSON.stringify(command), { qos: 1 });
    } catch (error) {
      ctx.log.warn({ err: error, identity: device.identity }, 'upgrade publish failed');
      await repo.updateUpgradeLog(logId, { result: UpgradeResult.failed }, ctx.now());
      throw new AppError(502, { zh: '消息代理未接受升级命令', en: 'the broker did not take the upgrade command' });
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

  /** The file of an upgrade's download address: its token is used once, before it expires. */
  async function downloadable(versionId: number, token: string) {
    const offer = await repo.useDownloadToken(hashToken(token), versionId, ctx.now());
    const file = offer ? await services.firmware.firmwareFile(versionId) : undefined;
    if (!file) {
      throw new AppError(
        403,
        fieldText('token', { zh: '无效、已过期或已使用', en: 'unknown, expired or already used' }),
      );
    }
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
