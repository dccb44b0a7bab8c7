import type { FastifyBaseLogger } from 'fastify';

export interface Ticker {
  /** Runs the job now (tests drive schedules with a fake clock through this); never two at once. */
  tick: () => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
}

/**
 * A job run every `everyMs` in the background, never overlapping itself; a failure is logged and the
 * next tick tries again. Pair it with job runs claims so that several processes do each run once.
 */
export function createTicker(name: string, everyMs: number, job: () => Promise<void>, log: FastifyBaseLogger): Ticker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function tick(): Promise<void> {
    running ??= job()
      .catch((error: unknown) => log.error({ err: error, job: name }, 'scheduled job failed'))
      .finally(() => (running = undefined));
    return running;
  }

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => void tick(), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
