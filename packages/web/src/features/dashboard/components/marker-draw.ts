import { MARKER_COLOURS, type MarkerState } from '../../../ui/map/marker-state';
import { STATE_CODES } from './marker-clusters';

export const MARKER_RADIUS = 5;
export const SELECTED_RADIUS = 10;
/** The dark outline that keeps neighbouring markers apart on the dark base. */
const OUTLINE = '#0b1a2e';

/** A cluster's radius: larger with more members, by the decade, so that a 4-digit count fits. */
export const clusterRadius = (count: number) => 11 + 4 * Math.log10(count);

/** A cluster's label: its count, shortened past 9,999 so that it stays inside the circle. */
const countLabel = (count: number) => (count < 10_000 ? String(count) : `${Math.floor(count / 1000)}k`);

/** Dark text on the light fills (yellow, green, grey), white on blue. */
const LABEL_COLOUR: Record<MarkerState, string> = {
  online: '#ffffff',
  offline: OUTLINE,
  stopped: OUTLINE,
  running: OUTLINE,
};

/** What one draw put on the canvas, in canvas pixels: reused from draw to draw, grown with the markers. */
export interface Drawn {
  size: number;
  x: Float64Array;
  y: Float64Array;
  /** A marker index (single markers), or -1 - c for cluster c. */
  item: Int32Array;
}

export const drawnFor = (capacity: number): Drawn => ({
  size: 0,
  x: new Float64Array(capacity),
  y: new Float64Array(capacity),
  item: new Int32Array(capacity),
});

/**
 * The single markers of `drawn`, one path and one fill per state rather than one per marker: 10,000
 * circles cost four fills and four strokes.
 */
export function drawMarkers(ctx: CanvasRenderingContext2D, drawn: Drawn, states: Uint8Array): void {
  ctx.lineWidth = 1;
  ctx.strokeStyle = OUTLINE;
  for (let code = 0; code < STATE_CODES.length; code += 1) {
    ctx.beginPath();
    let any = false;
    for (let k = 0; k < drawn.size; k += 1) {
      const i = drawn.item[k]!;
      if (i < 0 || states[i] !== code) continue;
      ctx.moveTo(drawn.x[k]! + MARKER_RADIUS, drawn.y[k]!);
      ctx.arc(drawn.x[k]!, drawn.y[k]!, MARKER_RADIUS, 0, 2 * Math.PI);
      any = true;
    }
    if (!any) continue;
    ctx.fillStyle = MARKER_COLOURS[STATE_CODES[code]!];
    ctx.fill();
    ctx.stroke();
  }
}

/** The selected gateway: larger, outlined in white, over the others. */
export function drawSelected(ctx: CanvasRenderingContext2D, x: number, y: number, state: MarkerState): void {
  ctx.beginPath();
  ctx.arc(x, y, SELECTED_RADIUS, 0, 2 * Math.PI);
  ctx.fillStyle = MARKER_COLOURS[state];
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}

/**
 * A cluster: a disc in its state's colour within a faint halo of it, its count in the middle; outlined
 * in white like a selected marker when it holds the selected gateway.
 */
export function drawCluster(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  count: number,
  state: MarkerState,
  selected: boolean,
): void {
  const radius = clusterRadius(count);
  const colour = MARKER_COLOURS[state];
  ctx.globalAlpha = 0.35;
  ctx.beginPath();
  ctx.arc(x, y, radius + 4, 0, 2 * Math.PI);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.fill();
  ctx.lineWidth = selected ? 3 : 1.5;
  ctx.strokeStyle = selected ? '#ffffff' : OUTLINE;
  ctx.stroke();
  ctx.fillStyle = LABEL_COLOUR[state];
  ctx.font = `600 ${count < 1000 ? 12 : 11}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(countLabel(count), x, y + 0.5);
}
