export interface FramePacerDeps {
  /** Calls back on the next animation frame with the frame's time (requestAnimationFrame). */
  frame: (callback: (now: number) => void) => void;
  /** The clock the frame times are on (performance.now). */
  now: () => number;
  /** The share of the time the batches may take, 0 to 1: the rest stays for receiving values and input. */
  share: number;
  /** Once the batches of a frame took this long, the rest wait for a later frame. */
  budgetMs: number;
}

/**
 * Runs the batches asked for (binding values, chart points) on animation frames, each at most once per
 * frame, and spaces the runs by what the last one cost: at a share of 0.4 a screen that takes 20 ms
 * to apply and draw is drawn every 50 ms, one that takes 2 ms on every frame. A busy tab thus draws less
 * often instead of falling behind the values it receives (the latest value of each pen is what is drawn).
 * Batches run in the order they were asked for until the frame's budget is spent: the screens of a
 * monitoring wall, sharing one pacer, take turns instead of drawing all in one long frame.
 */
export function createFramePacer(deps: FramePacerDeps) {
  const pending = new Set<() => void>();
  let requested = false;
  let notBefore = -Infinity;

  function onFrame(now: number): void {
    requested = false;
    if (pending.size === 0) return;
    if (now < notBefore) return request();
    const started = deps.now();
    // A batch asked for again while this frame runs waits for the next one.
    for (const batch of [...pending]) {
      pending.delete(batch);
      batch();
      if (deps.now() - started >= deps.budgetMs) break;
    }
    notBefore = started + (deps.now() - started) / deps.share;
    if (pending.size > 0) request();
  }

  function request(): void {
    if (requested) return;
    requested = true;
    deps.frame(onFrame);
  }

  /** Runs `batch` on a coming frame (once, however often it is asked for before then). */
  function schedule(batch: () => void): void {
    pending.add(batch);
    request();
  }

  /** Forgets `batch` if it still waits (its screen went away). */
  function drop(batch: () => void): void {
    pending.delete(batch);
  }

  return { schedule, drop };
}

export type FramePacer = ReturnType<typeof createFramePacer>;
