import type { FastifyBaseLogger } from 'fastify';
import { createTicker } from './ticker.js';

export interface DueSchedulerOptions<T extends { id: number }> {
  name: string;
  everyMs: number;
  /** Everything that has a schedule now. */
  items: () => Promise<T[]>;
  /** Does what is due for an item and answers when it is worth looking at again. */
  run: (item: T, now: number) => Promise<number>;
  /** Tells of a changed item, which is then looked at on the next tick; answers how to stop listening. */
  onChange: (listener: (id: number) => void) => () => void;
}

/**
 * Schedules of many items (maintenance plans, timing triggers) on one ticker: each tick runs the items
 * whose next look is due. One item's failure is logged and it is tried again on the next tick; the
 * others go on. Pair `run` with job-run claims so that several servers do each due time once.
 */
export function createDueScheduler<T extends { id: number }>(
  ctx: { now: () => number; log: FastifyBaseLogger },
  { name, everyMs, items, run, onChange }: DueSchedulerOptions<T>,
) {
  const nextCheck = new Map<number, number>();
  const unwatch = onChange((id) => nextCheck.delete(id));

  async function tick(): Promise<void> {
    const now = ctx.now();
    for (const item of await items()) {
      if ((nextCheck.get(item.id) ?? 0) > now) continue;
      try {
        nextCheck.set(item.id, await run(item, now));
      } catch (error) {
        ctx.log.error({ err: error, job: name, id: item.id }, 'schedule failed');
      }
    }
  }

  const ticker = createTicker(name, everyMs, tick, ctx.log);
  return {
    tick: () => ticker.tick(),
    start() {
      void ticker.tick();
      ticker.start();
    },
    async stop() {
      unwatch();
      await ticker.stop();
    },
  };
}
