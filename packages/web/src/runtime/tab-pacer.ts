import { createFramePacer, type FramePacer } from './frame-pacer';

/** The property under which a console page offers its pacer to the frames it holds (the wall's cells). */
export const PACER_PROPERTY = '__iotFramePacer';
/** Applying values and drawing take at most this share of the tab's time (the rest receives values). */
const DRAW_SHARE = 0.4;
/** Half a frame at 60 Hz: a frame that has drawn one screen leaves the next screen to a later frame. */
const FRAME_BUDGET_MS = 8;

type PacerHolder = Record<string, FramePacer | undefined>;

/** The pacer of the page holding `self` when it is a console page of the same origin, else null. */
function pagePacer(self: Window): FramePacer | null {
  if (self.parent === self) return null;
  try {
    return (self.parent as unknown as PacerHolder)[PACER_PROPERTY] ?? null;
  } catch {
    // A page of another origin: its properties cannot be read.
    return null;
  }
}

/**
 * The tab's one frame pacer. A page makes it on first use and offers it to its frames; a monitoring wall's
 * cells use their page's, so that nine screens share one time budget and draw in turn, instead of each
 * taking the share a screen alone may take.
 */
export function tabPacer(self: Window = window): FramePacer {
  const page = pagePacer(self);
  if (page) return page;
  const own = (self as unknown as PacerHolder)[PACER_PROPERTY];
  if (own) return own;
  const pacer = createFramePacer({
    frame: (callback) => void self.requestAnimationFrame(callback),
    now: () => self.performance.now(),
    share: DRAW_SHARE,
    budgetMs: FRAME_BUDGET_MS,
  });
  Object.defineProperty(self, PACER_PROPERTY, { value: pacer });
  return pacer;
}
