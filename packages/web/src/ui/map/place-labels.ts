import type { MapPlace } from '@iot/contract';
import L from 'leaflet';

/** From which zoom places show as dots and with their names (below, 300 city names would cover the country). */
export const SHOWN_FROM = {
  city: { dot: 0, name: 6 },
  county: { dot: 8, name: 9 },
} as const;
export const LABEL_FONT = { city: '600 12px system-ui, sans-serif', county: '11px system-ui, sans-serif' } as const;
/** A name starts this far right of its dot. */
export const LABEL_GAP = 5;
const LABEL_HALF_HEIGHT = 8;
const BUCKET = 64;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The places whose names a zoom level shows: cities first, then counties, each only where it does not
 * cover a name already placed. Decided for the whole world at once (in world pixels), so that every
 * tile of that zoom draws the same names and a name cut by a tile edge continues in the next tile.
 */
export function createLabelPlacer(places: readonly MapPlace[]) {
  const byZoom = new Map<number, Set<MapPlace>>();
  const measure = document.createElement('canvas').getContext('2d');
  const ordered = [...places].sort((a, b) => (a.level === b.level ? 0 : a.level === 'city' ? -1 : 1));
  // A name's width does not change with the zoom: measured once, not at the first visit of every zoom.
  const widths = new Map<MapPlace, number>();
  const widthOf = (place: MapPlace, context: CanvasRenderingContext2D) => {
    let width = widths.get(place);
    if (width === undefined) {
      context.font = LABEL_FONT[place.level];
      width = context.measureText(place.name).width;
      widths.set(place, width);
    }
    return width;
  };

  function place(zoom: number): Set<MapPlace> {
    const named = new Set<MapPlace>();
    const buckets = new Map<string, Box[]>();
    const keys = (box: Box) => {
      const out: string[] = [];
      for (let x = Math.floor(box.left / BUCKET); x <= Math.floor(box.right / BUCKET); x++) {
        for (let y = Math.floor(box.top / BUCKET); y <= Math.floor(box.bottom / BUCKET); y++) out.push(`${x}:${y}`);
      }
      return out;
    };
    for (const candidate of ordered) {
      if (zoom < SHOWN_FROM[candidate.level].name || !measure) continue;
      const p = L.CRS.EPSG3857.latLngToPoint(L.latLng(candidate.lat, candidate.lng), zoom);
      const box = {
        left: p.x - 3,
        top: p.y - LABEL_HALF_HEIGHT,
        right: p.x + LABEL_GAP + widthOf(candidate, measure) + 2,
        bottom: p.y + LABEL_HALF_HEIGHT,
      };
      const cells = keys(box);
      if (cells.some((cell) => buckets.get(cell)?.some((other) => overlaps(box, other)))) continue;
      named.add(candidate);
      for (const cell of cells) buckets.set(cell, [...(buckets.get(cell) ?? []), box]);
    }
    return named;
  }

  return (zoom: number): Set<MapPlace> => {
    let named = byZoom.get(zoom);
    if (!named) {
      named = place(zoom);
      byZoom.set(zoom, named);
    }
    return named;
  };
}
