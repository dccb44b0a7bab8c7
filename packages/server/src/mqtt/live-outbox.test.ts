import { describe, expect, it } from 'vitest';
import { createLiveOutbox, type OutboxSink } from './live-outbox.js';

/** A socket that takes `room` messages, then waits until `drain()`. */
function fakeSink(room: number) {
  const written: [string, string][] = [];
  let resume: (() => void) | undefined;
  const sink: OutboxSink = {
    writable: () => written.length < room,
    write: (topic, payload) => void written.push([topic, payload.toString()]),
    whenWritable: (r) => void (resume = r),
  };
  return {
    sink,
    written,
    drain(more: number) {
      room += more;
      const r = resume;
      resume = undefined;
      r?.();
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('live outbox', () => {
  it('writes every message at once, in order, while the socket keeps up', () => {
    const s = fakeSink(10);
    const outbox = createLiveOutbox(s.sink, 100);
    for (const value of ['1', '2', '3']) outbox.offer('a', value);
    outbox.offer('b', '1');
    expect(s.written).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['a', '3'],
      ['b', '1'],
    ]);
    expect(outbox.stats()).toEqual({ sent: 4, queued: 0, superseded: 0, dropped: 0 });
  });

  it('queues behind waiting messages once the socket is full, so a topic keeps its order', async () => {
    const s = fakeSink(1);
    const outbox = createLiveOutbox(s.sink, 100);
    outbox.offer('a', '1');
    outbox.offer('a', '2');
    outbox.offer('b', '1');
    s.drain(5);
    outbox.offer('a', '3');
    await turn();
    expect(s.written).toEqual([
      ['a', '1'],
      ['a', '3'],
      ['b', '1'],
    ]);
    expect(outbox.stats()).toEqual({ sent: 3, queued: 0, superseded: 1, dropped: 0 });
  });

  it('keeps only the latest message of a topic while the socket is full, and resumes on drain', async () => {
    const s = fakeSink(0);
    const outbox = createLiveOutbox(s.sink, 100);
    for (let i = 0; i < 1000; i++) outbox.offer(`t${i % 3}`, String(i));
    await turn();
    expect(s.written).toEqual([]);
    expect(outbox.stats()).toEqual({ sent: 0, queued: 3, superseded: 997, dropped: 0 });
    s.drain(2);
    await turn();
    expect(s.written).toEqual([
      ['t0', '999'],
      ['t1', '997'],
    ]);
    s.drain(10);
    await turn();
    expect(s.written.at(-1)).toEqual(['t2', '998']);
    expect(outbox.stats()).toMatchObject({ sent: 3, queued: 0 });
  });

  it('drops and counts new topics beyond the bound', async () => {
    const s = fakeSink(0);
    const outbox = createLiveOutbox(s.sink, 2);
    for (const topic of ['a', 'b', 'c', 'd', 'a']) outbox.offer(topic, 'x');
    expect(outbox.stats()).toEqual({ sent: 0, queued: 2, superseded: 1, dropped: 2 });
    outbox.clear();
    s.drain(10);
    await turn();
    expect(s.written).toEqual([]);
  });
});
