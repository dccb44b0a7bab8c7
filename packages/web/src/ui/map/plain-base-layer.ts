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

function drawOutline(
  ctx: CanvasRenderingContext2D,
  zoom: number,
  origin: L.Point,
  outline: MapBase['outline'],
  colors: PlainBaseColors,
): void {
  ctx.beginPath();
  for (const ring of outline) {
    ring.forEach(([lng, lat], i) => {
      const p = project(lat, lng, zoom).subtract(origin);
      if (i === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    });
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
  named: Set<MapPlace>,
  colors: PlainBaseColors,
): void {
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  for (const place of places) {
    if (zoom < SHOWN_FROM[place.level].dot) continue;
    const labelled = named.has(place);
    const p = project(place.lat, place.lng, zoom).subtract(origin);
    const reachX = labelled ? LABEL_REACH.x : 4;
    if (p.x < -reachX || p.x > TILE + 4 || p.y < -LABEL_REACH.y || p.y > TILE + LABEL_REACH.y) continue;
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
  }
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
      if (base) drawOutline(ctx, coords.z, origin, base.outline, colors);
      drawGraticule(ctx, coords.z, origin, colors);
      if (base) drawPlaces(ctx, coords.z, origin, base.places, namedAt(coords.z), colors);
      return canvas;
    },
  }) as new (options: L.GridLayerOptions) => L.GridLayer;
  const layer = new Layer({ tileSize: TILE, className }) as PlainBaseLayer;
  layer.setBase = (next) => {
    base = next;
    namedAt = createLabelPlacer(next.places);
    layer.redraw();
  };
  return layer;
}
