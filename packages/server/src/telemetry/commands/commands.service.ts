import { createLocalCluster, type Cluster } from '../../cluster/cluster.js';
import type { Ctx } from '../../context.js';
import type { Device } from '../../db/schema.js';
import type { MessageBus } from '../../mqtt/bus.js';
import type { Services } from '../../services.js';
import { createAckWaiters, parseAck } from './acks.js';
import { createCommandRepo } from './commands.repo.js';
import { createUpgrades } from './upgrades.js';
import { createWrites } from './writes.js';

interface Deps {
  ctx: Ctx;
  services: Pick<Services, 'devices' | 'variables' | 'firmware' | 'tenancy'>;
  bus: MessageBus;
  /** The other processes: a command asked on one of them is acknowledged through this one's gateway. */
  cluster?: Cluster;
}

/**
 * Remote writes and firmware upgrades (docs/protocol.md §3): commands go out on `gw/{identity}/cmd`, the
 * telemetry pipeline hands each `gw/{identity}/ack` to `handleAck`.
 */
export function createCommandService({ ctx, services, bus, cluster = createLocalCluster() }: Deps) {
  const repo = createCommandRepo(ctx.db.kysely);
  const waiters = createAckWaiters();
  // With an external broker or several processes, connections are not all seen here: the online flag decides.
  const isOnline = (device: Device) =>
    ctx.config.mqttUrl || cluster.shared ? device.isonline === 1 : bus.connectedGateways().has(device.identity);
  const stopAcks = cluster.receive('acks', (message) => {
    const { identity, ack } = message as { identity: string; ack: unknown };
    const parsed = parseAck(Buffer.from(JSON.stringify(ack)));
    if (parsed) waiters.deliver(identity, parsed);
  });
  const writes = createWrites({ ctx, services, bus, repo, waiters, isOnline });
  const upgrades = createUpgrades({ ctx, services, bus, repo, isOnline });

  /** Never throws: a bad or unknown ack is logged and dropped. */
  async function handleAck(identity: string, payload: Buffer): Promise<void> {
    const ack = parseAck(payload);
    if (!ack) {
      ctx.log.debug({ identity }, 'ack dropped: not an ack');
      return;
    }
    try {
      if (waiters.deliver(identity, ack)) return;
      // The write may wait on another process: its call answers as soon as the ack arrives there.
      cluster.send('acks', { identity, ack });
      if (await upgrades.handleAck(identity, ack)) return;
      if (!(await writes.completeElsewhere(identity, ack)))
        ctx.log.debug({ identity, id: ack.id }, 'ack for no command');
    } catch (error) {
      ctx.log.warn({ err: error, identity }, 'ack failed');
    }
  }

  return {
    issue: writes.issue,
    upgrade: upgrades.upgrade,
    upgradeLogPage: upgrades.logPage,
    downloadable: upgrades.downloadable,
    handleAck,
    /** Pending writes answer at once (time-out) so a stop does not wait for them. */
    close() {
      stopAcks();
      waiters.close();
    },
  };
}
export type CommandService = ReturnType<typeof createCommandService>;
