/** Values of a series written by a trigger count as caused by it for this long after the write. */
export const LOOP_GUARD_MS = 30_000;

const NONE: ReadonlySet<number> = new Set();

/**
 * The loop guard: a trigger's write marks the written series with the chain of triggers that led to it
 * (the firing trigger and the triggers whose writes caused its firing). A value of that series within
 * the window descends from that chain, and no trigger of the chain fires from it: a trigger cannot
 * re-fire itself through its own write, directly or through other triggers. In memory, per process:
 * a gateway's values arrive on the process its connection is on.
 */
export function createLoopGuard(now: () => number, windowMs = LOOP_GUARD_MS) {
  const marks = new Map<number, { chain: ReadonlySet<number>; until: number }>();

  function prune(at: number): void {
    for (const [seriesId, mark] of marks) if (mark.until < at) marks.delete(seriesId);
  }

  /** A trigger of `chain` writes to the series. */
  function wrote(seriesId: number, chain: ReadonlySet<number>): void {
    const at = now();
    if (marks.size > 1000) prune(at);
    const held = marks.get(seriesId);
    const merged = held && held.until >= at ? new Set([...held.chain, ...chain]) : chain;
    marks.set(seriesId, { chain: merged, until: at + windowMs });
  }

  /** The triggers a value of the series now descends from (none when no trigger wrote it lately). */
  function chainOf(seriesId: number): ReadonlySet<number> {
    const mark = marks.get(seriesId);
    if (mark === undefined) return NONE;
    if (mark.until >= now()) return mark.chain;
    marks.delete(seriesId);
    return NONE;
  }

  return { wrote, chainOf };
}
export type LoopGuard = ReturnType<typeof createLoopGuard>;
