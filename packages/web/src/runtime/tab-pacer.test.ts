import { describe, expect, it } from 'vitest';
import { PACER_PROPERTY, tabPacer } from './tab-pacer';

/** A top page's window with a clock and frames the test runs. */
function topWindow() {
  const frames: ((now: number) => void)[] = [];
  const self = {
    requestAnimationFrame: (callback: (now: number) => void) => frames.push(callback),
    performance: { now: () => 0 },
  } as unknown as Window & { parent: Window };
  self.parent = self;
  return { self, frame: () => frames.splice(0).forEach((callback) => callback(16)) };
}

const frameOf = (parent: Window) => ({ parent }) as unknown as Window;

describe('the tab pacer', () => {
  it('a page makes one pacer and offers it; its frames use it, so their batches run on its frames', () => {
    const page = topWindow();
    const pacer = tabPacer(page.self);
    expect(tabPacer(page.self)).toBe(pacer);
    expect((page.self as unknown as Record<string, unknown>)[PACER_PROPERTY]).toBe(pacer);
    const cell = tabPacer(frameOf(page.self));
    expect(cell).toBe(pacer);
    const ran: string[] = [];
    cell.schedule(() => ran.push('cell'));
    page.frame();
    expect(ran).toEqual(['cell']);
  });

  it('a frame in a page of another origin makes a pacer of its own', () => {
    const foreign = {} as Window;
    Object.defineProperty(foreign, PACER_PROPERTY, {
      get: () => {
        throw new Error('SecurityError');
      },
    });
    const cell = { ...topWindow().self, parent: foreign } as unknown as Window;
    const pacer = tabPacer(cell);
    expect((cell as unknown as Record<string, unknown>)[PACER_PROPERTY]).toBe(pacer);
  });
});
