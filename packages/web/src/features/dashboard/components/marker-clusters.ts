import type { MarkerState } from '../../../ui/map/marker-state';

/** Markers are grouped into squares of this many screen pixels below the cluster zoom. */
export const CLUSTER_CELL_PX = 60;

/**
 * A marker's state as a small number, for the state column. The order is the cluster colour rule:
 * a cluster takes the colour of its member with the highest code, so one stopped machine (yellow)
 * shows through a thousand running ones, then an offline gateway (grey), then one online without a
 * run status yet (blue); only a cluster whose members all run is green.
 */
export const STATE_CODES: readonly MarkerState[] = ['running', 'online', 'offline', 'stopped'];
export const stateCode = (state: MarkerState) => STATE_CODES.indexOf(state);

/** Groups of markers: cluster c holds the markers `order[start[c]]` to `order[start[c] + count[c] - 1]`. */
export interface Clusters {
  size: number;
  /** The mean position of the members, in the pixels the positions were given in. */
  x: Float64Array;
  y: Float64Array;
  count: Uint32Array;
  start: Uint32Array;
  /** Marker indices, grouped by cluster. */
  order: Uint32Array;
  /** The cluster of each marker. */
  of: Uint32Array;
}

/**
 * Groups the markers at pixel positions (xs[i], ys[i]) by the grid square of `cell` pixels each falls
 * in. The positions are world pixels at one zoom (not the view's), so that the groups stay the same
 * while the map is dragged; two passes over the columns and no object per marker.
 */
export function gridClusters(xs: Float64Array, ys: Float64Array, cell: number): Clusters {
  const n = xs.length;
  const clusterOf = new Uint32Array(n);
  const byCell = new Map<number, number>();
  const counts: number[] = [];
  for (let i = 0; i < n; i += 1) {
    // Rows of 2^26 cells hold a world of 2^26 * 60 pixels, deeper than any zoom the map offers.
    const key = Math.floor(ys[i]! / cell) * 0x4000000 + Math.floor(xs[i]! / cell);
    let c = byCell.get(key);
    if (c === undefined) {
      c = counts.length;
      byCell.set(key, c);
      counts.push(0);
    }
    counts[c]! += 1;
    clusterOf[i] = c;
  }
  const size = counts.length;
  const count = Uint32Array.from(counts);
  const start = new Uint32Array(size);
  for (let c = 1; c < size; c += 1) start[c] = start[c - 1]! + count[c - 1]!;
  const filled = start.slice();
  const order = new Uint32Array(n);
  const x = new Float64Array(size);
  const y = new Float64Array(size);
  for (let i = 0; i < n; i += 1) {
    const c = clusterOf[i]!;
    order[filled[c]!] = i;
    filled[c]! += 1;
    x[c]! += xs[i]!;
    y[c]! += ys[i]!;
  }
  for (let c = 0; c < size; c += 1) {
    x[c]! /= count[c]!;
    y[c]! /= count[c]!;
  }
  return { size, x, y, count, start, order, of: clusterOf };
}

/** The state a cluster is drawn in: the highest state code among its members (see STATE_CODES). */
export function clusterState(clusters: Clusters, c: number, states: Uint8Array): MarkerState {
  let worst = 0;
  const end = clusters.start[c]! + clusters.count[c]!;
  for (let k = clusters.start[c]!; k < end && worst < STATE_CODES.length - 1; k += 1) {
    worst = Math.max(worst, states[clusters.order[k]!]!);
  }
  return STATE_CODES[worst]!;
}
