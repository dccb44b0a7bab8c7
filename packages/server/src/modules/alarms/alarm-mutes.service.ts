import type { AlarmMute, AlarmMuteBody } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { AuthContext } from '../access/access.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import { createAlarmMuteRepo } from './alarm-mutes.repo.js';

/** Each user may mute the alarm notices of devices it sees; records are still kept and listed. */
export function createAlarmMuteService(ctx: Ctx, { devices }: { devices: Pick<DeviceService, 'deviceInScope'> }) {
  const repo = createAlarmMuteRepo(ctx.db.kysely);

  function list(auth: AuthContext): Promise<AlarmMute[]> {
    return repo.ofUser(auth.user.id, auth.scope);
  }

  async function set(auth: AuthContext, { deviceId, muted }: AlarmMuteBody): Promise<void> {
    const device = await devices.deviceInScope(auth.scope, deviceId);
    if (muted) await repo.mute(auth.user.id, device.id, ctx.now());
    else await repo.unmute(auth.user.id, device.id);
  }

  return { list, set };
}
export type AlarmMuteService = ReturnType<typeof createAlarmMuteService>;
