/** The editor's zoom (spec 2.1): 50 to 200 percent, in steps of 10, reset to 100. */
export const ZOOM = { min: 0.5, max: 2, step: 0.1, reset: 1 } as const;

/** A scale kept inside the editor's range, rounded to whole percent (the engine drifts by float steps). */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM.reset;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(scale * 100) / 100));
}

/** One step in or out from a scale. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  return clampZoom(scale + direction * ZOOM.step);
}

export const zoomPercent = (scale: number): number => Math.round(clampZoom(scale) * 100);
