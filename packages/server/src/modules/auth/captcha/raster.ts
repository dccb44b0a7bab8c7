/** A closed outline: x0, y0, x1, y1, … in pixels. */
export type Contour = number[];

const SUBSAMPLES = 4;

/**
 * How much of each pixel a shape covers (0–1), filled by the nonzero rule with four sub-scanlines
 * per pixel and exact horizontal span ends: the anti-aliasing of a font renderer, no canvas needed.
 */
export function coverage(width: number, height: number, shape: Contour[]): Float32Array {
  const cover = new Float32Array(width * height);
  const rows = edgesByRow(height, shape);
  const crossings: { x: number; dir: number }[] = [];
  for (let sy = 0; sy < height * SUBSAMPLES; sy++) {
    const y = (sy + 0.5) / SUBSAMPLES;
    crossings.length = 0;
    for (const [x0, y0, x1, y1] of rows[Math.floor(y)]!) {
      if (y < Math.min(y0, y1) || y >= Math.max(y0, y1)) continue;
      crossings.push({ x: x0 + ((y - y0) / (y1 - y0)) * (x1 - x0), dir: y1 > y0 ? 1 : -1 });
    }
    if (crossings.length < 2) continue;
    crossings.sort((a, b) => a.x - b.x);
    const row = Math.floor(y) * width;
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.dir;
      if (winding !== 0) addSpan(cover, row, width, crossings[i]!.x, crossings[i + 1]!.x);
    }
  }
  return cover;
}

type Edge = [number, number, number, number];

/** Every non-horizontal edge, listed under each pixel row it passes through. */
function edgesByRow(height: number, shape: Contour[]): Edge[][] {
  const rows: Edge[][] = Array.from({ length: height }, () => []);
  for (const contour of shape) {
    const n = contour.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const edge: Edge = [contour[i * 2]!, contour[i * 2 + 1]!, contour[j * 2]!, contour[j * 2 + 1]!];
      if (edge[1] === edge[3]) continue;
      const top = Math.max(0, Math.floor(Math.min(edge[1], edge[3])));
      const bottom = Math.min(height - 1, Math.floor(Math.max(edge[1], edge[3])));
      for (let r = top; r <= bottom; r++) rows[r]!.push(edge);
    }
  }
  return rows;
}

function addSpan(cover: Float32Array, row: number, width: number, from: number, to: number): void {
  const a = Math.max(0, from);
  const b = Math.min(width, to);
  if (b <= a) return;
  const weight = 1 / SUBSAMPLES;
  const first = Math.floor(a);
  const last = Math.min(width - 1, Math.floor(b));
  if (first === last) {
    cover[row + first]! += (b - a) * weight;
    return;
  }
  cover[row + first]! += (first + 1 - a) * weight;
  for (let x = first + 1; x < last; x++) cover[row + x]! += weight;
  if (last < width) cover[row + last]! += (b - last) * weight;
}

/** A polyline of the given width as a closed outline (a ribbon around it). */
export function strokeOutline(points: number[], width: number): Contour {
  const left: number[] = [];
  const right: number[] = [];
  const n = points.length / 2;
  for (let i = 0; i < n; i++) {
    const prev = Math.max(0, i - 1);
    const next = Math.min(n - 1, i + 1);
    const dx = points[next * 2]! - points[prev * 2]!;
    const dy = points[next * 2 + 1]! - points[prev * 2 + 1]!;
    const length = Math.hypot(dx, dy) || 1;
    const nx = (-dy / length) * (width / 2);
    const ny = (dx / length) * (width / 2);
    left.push(points[i * 2]! + nx, points[i * 2 + 1]! + ny);
    right.unshift(points[i * 2]! - nx, points[i * 2 + 1]! - ny);
  }
  for (let i = 0; i < right.length; i += 2) left.push(right[i]!, right[i + 1]!);
  return left;
}
