import { COUNTRY_CODE, REGION_LEVEL_ZOOM, type RegionShape } from '@iot/contract';

export type DrillLevel = keyof typeof REGION_LEVEL_ZOOM;

/**
 * The level a region code opens: the country, a province (a municipality's districts lie directly
 * under it, so its next step is a district), a city, or a district. The path from the country holds the
 * codes clicked; each has its own file of children except a district.
 */
export function levelOf(code: string): DrillLevel {
  if (code === COUNTRY_CODE) return 'country';
  if (code.endsWith('0000')) return 'province';
  return code.endsWith('00') ? 'city' : 'district';
}

/** Whether a level has children to draw (a district shows its devices instead). */
export const hasChildren = (code: string) => levelOf(code) !== 'district';

type Point = readonly [number, number];

/** Even-odd test of a point against one ring of [lng, lat]. */
function inRing([x, y]: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether [lng, lat] lies in a region: inside an outer ring and in none of its holes. */
export function contains(shape: Pick<RegionShape, 'polygons'>, point: Point): boolean {
  return shape.polygons.some(
    ([outer, ...holes]) => outer !== undefined && inRing(point, outer) && !holes.some((h) => inRing(point, h)),
  );
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
function boxOf(shape: Pick<RegionShape, 'polygons'>): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [outer] of shape.polygons) {
    for (const [x, y] of outer ?? []) {
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  return box;
}

/**
 * Sorts placed items into the regions that hold them (a bounding box first, then the polygon), so a
 * level shows how many devices each area has; an item in none (the sea, a simplified coast) is left out.
 */
export function itemsByRegion<T extends { lng: number; lat: number }>(
  shapes: readonly RegionShape[],
  items: readonly T[],
): Map<string, T[]> {
  const boxes = shapes.map((shape) => ({ shape, box: boxOf(shape) }));
  const found = new Map<string, T[]>(shapes.map((s) => [s.code, []]));
  for (const item of items) {
    const hit = boxes.find(
      ({ shape, box }) =>
        item.lng >= box.minX &&
        item.lng <= box.maxX &&
        item.lat >= box.minY &&
        item.lat <= box.maxY &&
        contains(shape, [item.lng, item.lat]),
    );
    if (hit) found.get(hit.shape.code)!.push(item);
  }
  return found;
}
