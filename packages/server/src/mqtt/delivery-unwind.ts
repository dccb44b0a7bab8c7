/** The part of aedes's message emitter (mqemitter and its cluster variants) this guard reaches into. */
interface QueuedEmitter {
  current: number;
  _do(message: unknown, callback: unknown): unknown;
}

/** Deliveries started one inside another before the next one waits for a fresh stack. */
export const UNWIND_DEPTH = 200;

/**
 * mqemitter starts each queued message from the callback of the one before. A message nobody subscribes
 * to finishes at once, so after a stall (a slow subscriber held every delivery slot) thousands of queued
 * messages run one inside another until the stack overflows and takes the process down. Past
 * `UNWIND_DEPTH` the next delivery starts on a fresh stack, keeping its slot so that order is kept.
 */
export function unwindDeliveries(emitter: unknown): void {
  const mq = emitter as QueuedEmitter;
  const deliver = mq._do.bind(mq);
  let depth = 0;
  const run = (message: unknown, callback: unknown) => {
    depth++;
    try {
      return deliver(message, callback);
    } finally {
      depth--;
    }
  };
  mq._do = (message, callback) => {
    if (depth < UNWIND_DEPTH) return run(message, callback);
    mq.current++;
    setImmediate(() => {
      mq.current--;
      run(message, callback);
    });
    return mq;
  };
}
