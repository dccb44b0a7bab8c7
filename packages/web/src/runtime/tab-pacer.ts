import { offeredByParent } from '../ui/parent-page';
import { createFramePacer, type FramePacer } from './frame-pacer';

/** The property under which a console page offers its pacer to the frames it holds (the wall's cells). */
export const PACER_PROPERTY = '__iotFramePacer';
/** Applying values and drawing take at most this share of the tab's time (the rest receives values). */
const DRAW_SHARE = 0.4;
/** Half a frame at 60 Hz: a frame that has drawn one screen leaves the next screen to a later frame. */
const FRAME_BUDGET_MS = 8;

type PacerHolder = Record<string, FramePacer | undefined>;

/**
 * The tab's one frame pacer. A page makes it on first use and offers it to its frames; a monitoring wall's
 * cells use their page's, so that nine screens share one time budget and draw in turn, instead of each
 * taking the share a screen alone may take.
 */
export function tabPacer(self: Window = window): FramePacer {
  const page = offeredByParent<FramePacer>(self, PACER_PROPERTY);
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
