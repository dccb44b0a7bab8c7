import type { Ctx } from '../context.js';
import type { MessageBus } from './bus.js';
import { deviceStatusTopic } from './topics.js';

/**
 * Device online state from gateway connections: `isonline` and `lastSeenAt` in the devices table, and
 * the retained `device/status/{identity}` message for browsers. Events are applied in order.
 */
export function createOnlineState(ctx: Ctx, bus: MessageBus) {
  const { kysely } = ctx.db;
  let queue: Promise<void> = Promise.resolve();

  async function apply(identity: string, online: boolean): Promise<void> {
    const time = ctx.now();
    const payload = JSON.stringify({ deviceNum: identity, online, time });
    await bus.publish(deviceStatusTopic(identity), payload, { qos: 0, retain: true });
    await kysely
      .updateTable('devices')
      .set({ isonline: online ? 1 : 0, lastSeenAt: time })
      .where('identity', '=', identity)
      .execute();
  }

  bus.onGatewayConnection((identity, online) => {
    queue = queue
      .then(() => apply(identity, online))
      .catch((error: unknown) => ctx.log.error({ err: error, identity, online }, 'online state not saved'));
  });

  return {
    /** No connection survives a restart of the embedded broker. */
    async markAllOffline(): Promise<void> {
      await kysely.updateTable('devices').set({ isonline: 0 }).where('isonline', '=', 1).execute();
    },
    /** Resolves when every event so far is saved. */
    flush: () => queue,
  };
}
