import { describe, expect, it } from 'vitest';
import { createFramePacer } from './frame-pacer';

/** Frames every 16 ms on a fake clock; each batch takes the time the test gives it. */
function world(share = 0.4, budgetMs = 8) {
  let clock = 0;
  const frames: ((now: number) => void)[] = [];
  const ran: string[] = [];
  const pacer = createFramePacer({
    frame: (callback) => frames.push(callback),
    now: () => clock,
    share,
    budgetMs,
  });
  const batch = (name: string, ms: number) => () => {
    ran.push(`${name}@${clock}`);
    clock += ms;
  };
  /** Advances to the next 16 ms frame and runs what waits for it. */
  const frame = () => {
    clock = (Math.floor(clock / 16) + 1) * 16;
    for (const callback of frames.splice(0)) callback(clock);
  };
  return { pacer, batch, frame, ran, requested: () => frames.length };
}

describe('the frame pacer', () => {
  it('runs every batch asked for before a frame together on that frame, each once', () => {
    const { pacer, batch, frame, ran, requested } = world();
    const values = batch('values', 1);
    pacer.schedule(values);
    pacer.schedule(values);
    pacer.schedule(batch('charts', 1));
    expect(requested()).toBe(1);
    expect(ran).toEqual([]);
    frame();
    expect(ran).toEqual(['values@16', 'charts@17']);
    frame();
    expect(ran).toHaveLength(2);
  });

  it('spaces the runs by their cost: 20 ms at a share of 0.4 runs again 50 ms after it started', () => {
    const { pacer, batch, frame, ran } = world();
    pacer.schedule(batch('a', 20));
    frame();
    pacer.schedule(batch('b', 20));
    frame();
    frame();
    expect(ran).toEqual(['a@16']);
    frame();
    expect(ran).toEqual(['a@16', 'b@80']);
  });

  it('runs batches in turn once a frame spent its budget, each screen of a wall on a frame of its own', () => {
    const { pacer, batch, frame, ran } = world();
    for (const name of ['a', 'b', 'c']) pacer.schedule(batch(name, 10));
    frame();
    expect(ran).toEqual(['a@16']);
    // 10 ms at a share of 0.4: the next runs on the first frame 25 ms after the last one started.
    frame();
    frame();
    expect(ran).toEqual(['a@16', 'b@48']);
    pacer.schedule(batch('a2', 10));
    for (let i = 0; i < 4; i += 1) frame();
    expect(ran).toEqual(['a@16', 'b@48', 'c@80', 'a2@112']);
  });

  it('a batch asked for again while it runs waits for a later frame', () => {
    const { pacer, frame, ran } = world();
    let count = 0;
    const again = () => {
      ran.push(`again${count}`);
      count += 1;
      if (count < 2) pacer.schedule(again);
    };
    pacer.schedule(again);
    frame();
    expect(ran).toEqual(['again0']);
    frame();
    expect(ran).toEqual(['again0', 'again1']);
  });

  it('a dropped batch does not run', () => {
    const { pacer, batch, frame, ran } = world();
    const gone = batch('gone', 1);
    pacer.schedule(gone);
    pacer.schedule(batch('kept', 1));
    pacer.drop(gone);
    frame();
    expect(ran).toEqual(['kept@16']);
  });

  it('runs cheap batches on every frame', () => {
    const { pacer, batch, frame, ran } = world();
    for (let i = 0; i < 3; i += 1) {
      pacer.schedule(batch(`v${i}`, 2));
      frame();
    }
    expect(ran).toEqual(['v0@16', 'v1@32', 'v2@48']);
  });
});
