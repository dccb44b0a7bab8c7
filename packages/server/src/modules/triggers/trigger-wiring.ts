import { createLocalCluster, type Cluster } from '../../cluster/cluster.js';
import { shareLoopGuard } from '../../cluster/relays.js';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { MessageBus } from '../../mqtt/bus.js';
import type { Services } from '../../services.js';
import type { CommandService } from '../../telemetry/commands/commands.service.js';
import { createTriggerFiring, type TriggerWrite } from './trigger-firing.js';
import { createLoopGuard } from './trigger-guard.js';
import { createTriggerScheduler } from './trigger-scheduler.js';

/** A trigger's write goes out as a remote write in the scope of the trigger's company; answers, never throws. */
export function triggerWriteOf(commands: Pick<CommandService, 'issue'>): TriggerWrite {
  return async (companyId, action) => {
    const scope = { all: false as const, companyIds: [companyId] };
    const query = { deviceId: action.deviceId, variableId: action.variableId, data: String(action.value) };
    try {
      const outcome = await commands.issue({ scope }, query);
      return { ok: outcome.code === 200, msg: outcome.msg };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, msg: error.text };
      throw error;
    }
  };
}

/**
 * The triggers' moving parts of one server: the loop guard and the firing (shared by value triggers,
 * the scheduler and firing by a call), and the scheduler of timing triggers. The value runtime runs in
 * the telemetry pipeline with this guard and firing.
 */
export function createTriggerParts(
  ctx: Ctx,
  services: Pick<Services, 'triggers' | 'sender' | 'maintenance'>,
  bus: Pick<MessageBus, 'publish'>,
  commands: Pick<CommandService, 'issue'>,
  cluster: Cluster = createLocalCluster(),
) {
  // Shared: a write's echo may come back through another process.
  const guard = shareLoopGuard(cluster, createLoopGuard(ctx.now));
  const firing = createTriggerFiring({
    ctx,
    repo: services.triggers.repo,
    guard,
    bus,
    send: (message) => services.sender.send(message),
    write: triggerWriteOf(commands),
    openRecord: services.maintenance.records.openForTrigger,
  });
  services.triggers.attach(firing);
  const scheduler = createTriggerScheduler(ctx, { triggers: services.triggers, firing });
  return {
    guard,
    firing,
    scheduler,
    detach: () => services.triggers.attach(undefined),
  };
}
export type TriggerParts = ReturnType<typeof createTriggerParts>;
