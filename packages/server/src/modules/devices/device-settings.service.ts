import type { DeviceSettings, DeviceSettingsUpdate } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { Device } from '../../db/schema.js';
import type { AuthContext } from '../access/access.service.js';
import { createDeviceRepo } from './devices.repo.js';
import type { DeviceService } from './devices.service.js';

/**
 * A gateway's operating settings (`/globalConfigInfo/{id}`): auto-registration, logic, scan cycle and its
 * overrides of the platform's ingest rate, command wait and offline timeout. A change is told to the
 * device service's listeners (the ingest pipeline's device cache), so that it applies from the gateway's
 * next message.
 */
export function createDeviceSettingsService(
  ctx: Ctx,
  { devices }: { devices: Pick<DeviceService, 'deviceInScope' | 'changed'> },
) {
  const repo = createDeviceRepo(ctx.db.kysely);
  const defaults: DeviceSettings['defaults'] = {
    rateLimit: ctx.config.ingest.deviceRate,
    commandTimeoutSec: ctx.config.commandTimeoutMs / 1000,
    offlineTimeoutSec: 0,
  };

  const present = (device: Device): DeviceSettings => ({
    id: device.id,
    name: device.name,
    identity: device.identity,
    autoRegister: device.autoRegister,
    logicEnable: device.logicEnable,
    scanCycle: device.scanCycle,
    rateLimit: device.rateLimit,
    commandTimeoutSec: device.commandTimeoutSec,
    offlineTimeoutSec: device.offlineTimeoutSec,
    defaults,
  });

  async function get(auth: AuthContext, id: number): Promise<DeviceSettings> {
    return present(await devices.deviceInScope(auth.scope, id));
  }

  async function update(auth: AuthContext, input: DeviceSettingsUpdate): Promise<DeviceSettings> {
    const device = await devices.deviceInScope(auth.scope, input.id);
    const { id: _id, ...patch } = input;
    // Silence is only tracked while a timeout is set: an online gateway's first timeout counts from now.
    const turnedOn = !device.offlineTimeoutSec && (patch.offlineTimeoutSec ?? 0) > 0 && device.isonline === 1;
    await repo.update(device.id, turnedOn ? { ...patch, lastSeenAt: ctx.now() } : patch);
    devices.changed(device.identity);
    return get(auth, device.id);
  }

  return { get, update };
}
export type DeviceSettingsService = ReturnType<typeof createDeviceSettingsService>;
