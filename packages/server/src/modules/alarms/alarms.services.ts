import type { Ctx } from '../../context.js';
import type { Sender } from '../outbox/sender.js';
import { createAlarmConfigService, type AlarmConfigDeps } from './alarm-configs.service.js';
import { createAlarmFollowService } from './alarm-follows.service.js';
import { createAlarmMuteService } from './alarm-mutes.service.js';
import { createAlarmOverview } from './alarm-overview.js';
import { createAlarmRecordService } from './alarm-records.service.js';

export interface AlarmServiceDeps extends AlarmConfigDeps {
  devices: AlarmConfigDeps['devices'] & Parameters<typeof createAlarmMuteService>[1]['devices'];
  sender: Pick<Sender, 'send'>;
}

/** The alarm module's services; the engine itself runs in the telemetry pipeline (alarm-runtime.ts). */
export function createAlarmServices(ctx: Ctx, deps: AlarmServiceDeps) {
  const records = createAlarmRecordService(ctx);
  return {
    configs: createAlarmConfigService(ctx, deps),
    records,
    follows: createAlarmFollowService(ctx, { records }),
    mutes: createAlarmMuteService(ctx, deps),
    /** For the dashboard: unconfirmed counts and list, a gateway's alarm facts. */
    overview: createAlarmOverview(ctx),
    /** The e-mail channel of the notices (outbox sender). */
    sender: deps.sender,
  };
}
export type AlarmServices = ReturnType<typeof createAlarmServices>;
