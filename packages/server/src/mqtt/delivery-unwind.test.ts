import mqemitter from 'mqemitter';
import { describe, expect, it } from 'vitest';
import { unwindDeliveries } from './delivery-unwind.js';

/** One slow subscriber holds the only delivery slot while 20,000 messages nobody reads queue behind it. */
function stalledEmitter(guarded: boolean) {
  const mq = mqemitter({ concurrency: 1 });
  if (guarded) unwindDeliveries(mq);
  let release = () => {};
  mq.on('slow', (_message, done) => {
    release = done;
  });
  mq.emit({ topic: 'slow' });
  const order: number[] = [];
  for (let i = 0; i < 20_000; i++) mq.emit({ topic: 'nobody', i }, () => order.push(i));
  return { release: () => release(), order };
}

describe('delivery unwinding', () => {
  it('overflows the stack without the guard when a stall ends (the failure it prevents)', () => {
    const { release } = stalledEmitter(false);
    expect(release).toThrow(RangeError);
  });

  it('delivers every queued message, in order, on fresh stacks', async () => {
    const { release, order } = stalledEmitter(true);
    release();
    await expect.poll(() => order.length, { timeout: 20_000 }).toBe(20_000);
    expect(order.every((value, index) => value === index)).toBe(true);
  });
});
