import type { MapBase, MapPlace } from '@iot/contract';
import L from 'leaflet';
import { createLabelPlacer, LABEL_FONT, LABEL_GAP, SHOWN_FROM } from './place-labels';

const TILE = 256;
export type PlainBaseColors = typeof LIGHT;
const LIGHT = {
  water: '#e8eef5',
  land: '#fbfcfd',
  border: '#8fa6bf',
  grid: 'rgba(60, 80, 110, 0.14)',
  city: '#51627a',
  label: '#2f3b4c',
  halo: 'rgba(255, 255, 255, 0.85)',
};
/** The same base for dark pages (the wall dashboard). */
export const DARK_BASE_COLORS: PlainBaseColors = {
  water: '#0b1a2e',
  land: '#13294a',
  border: '#3d6fa8',
  grid: 'rgba(120, 170, 230, 0.12)',
  city: '#7f9cc4',
  label: '#c9d8ee',
  halo: 'rgba(8, 20, 38, 0.85)',
};
/** Zooms whose projected base a layer keeps (a zoom in and out again projects nothing). */
const PROJECTED_ZOOMS = 4;
/** How far a place's name reaches from its dot, so that a tile also draws names that start next door. */
const LABEL_REACH = { x: 90, y: 10 };

/** Degrees between graticule lines at a zoom: about 3 to 8 lines across a tile. */
function gridStep(zoom: number): number {
  const steps = [30, 30, 30, 10, 5, 5, 2, 1, 0.5, 0.25, 0.1, 0.05, 0.05, 0.02, 0.01];
  return steps[Math.min(zoom, steps.length - 1)] ?? 0.01;
}

const project = (lat: number, lng: number, zoom: number) => L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom);

function drawGraticule(ctx: CanvasRenderingContext2D, zoom: number, origin: L.Point, colors: PlainBaseColors): void {
  const north = L.CRS.EPSG3857.pointToLatLng(origin, zoom);
  const south = L.CRS.EPSG3857.pointToLatLng(origin.add([TILE, TILE]), zoom);
  const step = gridStep(zoom);
  ctx.strokeStyle = colors.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  // Whole multiples of the step, counted in integers so that neighbouring tiles agree on every line.
  for (let i = Math.ceil(north.lng / step); i * step <= south.lng; i++) {
    const x = Math.round(project(0, i * step, zoom).x - origin.x) + 0.5;
    ctx.moveTo(x, 0);
    ctx.lineTo(x, TILE);
  }
  for (let i = Math.ceil(south.lat / step); i * step <= north.lat; i++) {
    const y = Math.round(project(i * step, 0, zoom).y - origin.y) + 0.5;
    ctx.moveTo(0, y);
    ctx.lineTo(TILE, y);
  }
  ctx.stroke();
}

/** The outline's rings and the places in world pixels at one zoom (x, y pairs). */
interface Projected {
  rings: Float64Array[];
  places: Float64Array;
}

/** Projects the base once per zoom: each of a zoom's tiles then only shifts it (it was once per tile). */
function projectBase(base: MapBase, zoom: number): Projected {
  const pairs = (points: readonly { lat: number; lng: number }[]) => {
    const xy = new Float64Array(points.length * 2);
    points.forEach(({ lat, lng }, i) => {
      const p = project(lat, lng, zoom);
      xy[2 * i] = p.x;
      xy[2 * i + 1] = p.y;
    });
    return xy;
  };
  return {
    rings: base.outline.map((ring) => pairs(ring.map(([lng, lat]) => ({ lat, lng })))),
    places: pairs(base.places),
  };
}

function drawOutline(
  ctx: CanvasRenderingContext2D,
  origin: L.Point,
  rings: readonly Float64Array[],
  colors: PlainBaseColors,
): void {
  ctx.beginPath();
  for (const ring of rings) {
    ctx.moveTo(ring[0]! - origin.x, ring[1]! - origin.y);
    for (let i = 2; i < ring.length; i += 2) ctx.lineTo(ring[i]! - origin.x, ring[i + 1]! - origin.y);
    ctx.closePath();
  }
  ctx.fillStyle = colors.land;
  ctx.fill('evenodd');
  ctx.strokeStyle = colors.border;
  ctx.lineWidth = 1.2;
  ctx.stroke();
}

function drawPlaces(
  ctx: CanvasRenderingContext2D,
  zoom: number,
  origin: L.Point,
  places: readonly MapPlace[],
  xy: Float64Array,
  named: Set<MapPlace>,
  colors: PlainBaseColors,
): void {
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  places.forEach((place, i) => {
    if (zoom < SHOWN_FROM[place.level].dot) return;
    const labelled = named.has(place);
    const p = { x: xy[2 * i]! - origin.x, y: xy[2 * i + 1]! - origin.y };
    const reachX = labelled ? LABEL_REACH.x : 4;
    if (p.x < -reachX || p.x > TILE + 4 || p.y < -LABEL_REACH.y || p.y > TILE + LABEL_REACH.y) return;
    ctx.fillStyle = colors.city;
    ctx.beginPath();
    ctx.arc(p.x, p.y, place.level === 'city' ? 2.5 : 2, 0, Math.PI * 2);
    ctx.fill();
    if (labelled) {
      ctx.font = LABEL_FONT[place.level];
      ctx.strokeStyle = colors.halo;
      ctx.strokeText(place.name, p.x + LABEL_GAP, p.y);
      ctx.fillStyle = colors.label;
      ctx.fillText(place.name, p.x + LABEL_GAP, p.y);
    }
  });
}

export type PlainBaseLayer = L.GridLayer & { setBase(base: MapBase): void };

/**
 * A base map drawn in the browser from the bundled region data: graticule, the country's outline and
 * city and county centres. It lies under the tile layer, so it shows wherever tiles are not configured or fail.
 */
export function createPlainBaseLayer({
  colors = LIGHT,
  className = 'map-picker-plain-base',
}: { colors?: PlainBaseColors; className?: string } = {}): PlainBaseLayer {
  let base: MapBase | undefined;
  let namedAt: ReturnType<typeof createLabelPlacer> = () => new Set();
  // The zooms seen lately, the oldest dropped first.
  const projected = new Map<number, Projected>();
  const projectedAt = (zoom: number, current: MapBase) => {
    let at = projected.get(zoom);
    if (!at) {
      at = projectBase(current, zoom);
      projected.set(zoom, at);
      if (projected.size > PROJECTED_ZOOMS) projected.delete(projected.keys().next().value!);
    }
    return at;
  };
  const Layer = L.GridLayer.extend({
    createTile(coords: L.Coords): HTMLCanvasElement {
      const canvas = document.createElement('canvas');
      canvas.width = TILE;
      canvas.height = TILE;
      const ctx = canvas.getContext('2d');
      if (!ctx) return canvas;
      const worldTiles = 2 ** coords.z;
      const x = ((coords.x % worldTiles) + worldTiles) % worldTiles;
      const origin = L.point(x * TILE, coords.y * TILE);
      ctx.fillStyle = colors.water;
      ctx.fillRect(0, 0, TILE, TILE);
      const at = base ? projectedAt(coords.z, base) : undefined;
      if (at) drawOutline(ctx, origin, at.rings, colors);
      drawGraticule(ctx, coords.z, origin, colors);
      if (base && at) drawPlaces(ctx, coords.z, origin, base.places, at.places, namedAt(coords.z), colors);
      return canvas;
    },
  }) as new (options: L.GridLayerOptions) => L.GridLayer;
  const layer = new Layer({ tileSize: TILE, className }) as PlainBaseLayer;
  layer.setBase = (next) => {
    base = next;
    namedAt = createLabelPlacer(next.places);
    projected.clear();
    layer.redraw();
  };
  return layer;
}
