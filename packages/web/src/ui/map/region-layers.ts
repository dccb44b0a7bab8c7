import { REGION_LEVEL_ZOOM, type MapMarker, type RegionShape } from '@iot/contract';
import L from 'leaflet';
import { escapeHtml } from './marker-state';
import { levelOf } from './region-drill';
import { watchMarker } from './watch-marker';

export type PlacedMarker = MapMarker & { lat: number; lng: number };

/** Colours of the drill-down polygons on a light page and on the dark wall. */
export const REGION_COLORS = {
  light: { fill: '#9ec5f0', line: '#3d6fa8', background: '#dbe6f2', label: '#0f2a4a', empty: '#e8eef5' },
  dark: { fill: '#1c4f8a', line: '#5fa4ef', background: '#0f2644', label: '#e6f0ff', empty: '#0b1a2e' },
} as const;
export type RegionTheme = keyof typeof REGION_COLORS;

const latLngs = (shape: RegionShape) =>
  shape.polygons.map((rings) => rings.map((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng))));

/** A region's bounds, for the zoom of its level. */
export const boundsOf = (shape: RegionShape) => L.polygon(latLngs(shape)).getBounds();

/**
 * Spec 9's level zoom (country 4, province 7, city 9, district 11), lowered when the region would not
 * fit the map at that zoom (Xinjiang at 7 overflows any screen).
 */
export function levelView(map: L.Map, code: string, bounds: L.LatLngBounds | undefined) {
  const zoom = REGION_LEVEL_ZOOM[levelOf(code)];
  if (!bounds) return { center: map.getCenter(), zoom };
  return { center: bounds.getCenter(), zoom: Math.min(zoom, map.getBoundsZoom(bounds, false, L.point(20, 20))) };
}

export interface LevelHandlers {
  /** A child area (its polygon or its badge) was clicked: one level deeper. */
  onArea: (shape: RegionShape) => void;
  /** The background polygon (the open region itself) was clicked: one level up. */
  onBackground: () => void;
  onMarker: (marker: PlacedMarker, circle: L.CircleMarker) => void;
}

/**
 * Draws one level into `group`: the open region's own outline as the background, its children with a
 * badge of their device count (or, in a district, the devices themselves), and answers the clean-up of
 * the live subscriptions.
 */
export function drawLevel(
  group: L.LayerGroup,
  level: { own: RegionShape | undefined; children: readonly RegionShape[]; counts: Map<string, number> },
  devices: readonly PlacedMarker[],
  theme: RegionTheme,
  handlers: LevelHandlers,
): () => void {
  const colors = REGION_COLORS[theme];
  if (level.own) {
    // Outlined only in a district: above, it comes from the coarser level and would double the children's edges.
    const district = level.children.length === 0;
    L.polygon(latLngs(level.own), {
      stroke: district,
      color: colors.line,
      weight: 2,
      fillColor: district ? colors.fill : colors.background,
      fillOpacity: district ? 0.45 : 0.55,
      className: 'region-background',
    })
      .on('click', () => handlers.onBackground())
      .addTo(group)
      .getElement()
      ?.setAttribute('data-region', level.own.code);
  }
  for (const shape of level.children) {
    const count = level.counts.get(shape.code) ?? 0;
    L.polygon(latLngs(shape), {
      className: 'region-area',
      color: colors.line,
      weight: 1,
      fillColor: count > 0 ? colors.fill : colors.empty,
      fillOpacity: 0.7,
    })
      .on('click', (e) => {
        L.DomEvent.stopPropagation(e);
        handlers.onArea(shape);
      })
      .addTo(group);
    const badge = L.divIcon({
      className: 'region-badge',
      html: `<div class="region-badge-body"><span>${escapeHtml(shape.name)}</span>${count > 0 ? `<b>${count}</b>` : ''}</div>`,
      iconSize: [1, 1],
    });
    // Areas with devices lie above their neighbours' names where small districts crowd.
    L.marker([shape.cp[1], shape.cp[0]], { icon: badge, title: shape.name, zIndexOffset: count > 0 ? 1000 : 0 })
      .on('click', () => handlers.onArea(shape))
      .addTo(group);
  }
  const stops = devices.map((marker) => {
    // A district holds few devices, a level at most a few dozen areas: SVG, one element each.
    const circle = L.circleMarker([marker.lat, marker.lng], {
      className: 'region-device',
      radius: 7,
      color: '#0b1a2e',
      weight: 1.5,
      fillOpacity: 1,
    })
      .bindTooltip(escapeHtml(marker.name))
      .on('click', (e) => {
        L.DomEvent.stopPropagation(e);
        handlers.onMarker(marker, circle);
      })
      .addTo(group);
    circle.getElement()?.setAttribute('data-device', String(marker.id));
    return watchMarker(marker, circle);
  });
  return () => stops.forEach((stop) => stop());
}
