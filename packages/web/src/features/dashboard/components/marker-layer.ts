import type { MapMarker } from '@iot/contract';
import L from 'leaflet';
import { escapeHtml, MARKER_COLOURS, markerState } from '../../../ui/map/marker-state';
import { watchLiveState } from '../../../ui/map/watch-marker';

export type PlacedMarker = MapMarker & { lat: number; lng: number };

/**
 * Gateways whose live messages the map follows at most (two topics each): all of them up to this
 * many, else those in view up to this many. The rest take their state from the marker call's refresh.
 */
export const LIVE_WATCH_LIMIT = 2_000;

interface Entry {
  marker: PlacedMarker;
  circle: L.CircleMarker;
  online: boolean;
  runStatus: number | undefined;
  /** Stops following its live messages; null while not followed. */
  stop: (() => void) | null;
}

/** How long the map stays still before the gateways in view are followed. */
const FOLLOW_DELAY_MS = 600;

const NORMAL = { radius: 5, color: '#0b1a2e', weight: 1 };
const SELECTED = { radius: 10, color: '#ffffff', weight: 3 };

const samePlaces = (entries: Map<number, Entry>, markers: readonly PlacedMarker[]) =>
  markers.length === entries.size &&
  markers.every((m) => {
    const entry = entries.get(m.id);
    return entry !== undefined && entry.marker.lat === m.lat && entry.marker.lng === m.lng;
  });

/**
 * Every gateway as a circle on one shared canvas: 10,000 markers are one element that Leaflet redraws
 * in part when one changes colour. A refresh of the same gateways recolours them in place.
 */
export function createMarkerLayer(map: L.Map, onClick: (marker: PlacedMarker) => void) {
  const renderer = L.canvas({ padding: 0.5, tolerance: 3 });
  const group = L.featureGroup().addTo(map);
  const entries = new Map<number, Entry>();
  const byCircle = new Map<L.Layer, Entry>();
  const tooltip = L.tooltip({ direction: 'top', offset: [0, -6] });
  let selected: number | undefined;

  const paint = (entry: Entry) =>
    entry.circle.setStyle({ fillColor: MARKER_COLOURS[markerState(entry.online, entry.runStatus)] });

  group.on('click', (event) => {
    const entry = byCircle.get(event.propagatedFrom as L.Layer);
    if (entry) onClick(entry.marker);
  });
  group.on('mouseover', (event) => {
    const entry = byCircle.get(event.propagatedFrom as L.Layer);
    if (!entry) return;
    map.openTooltip(tooltip.setLatLng(entry.circle.getLatLng()).setContent(escapeHtml(entry.marker.name)));
  });
  group.on('mouseout', () => map.closeTooltip(tooltip));

  function follow(entry: Entry): () => void {
    return watchLiveState(entry.marker.identity, {
      online: (online) => {
        entry.online = online;
        paint(entry);
      },
      runStatus: (status) => {
        entry.runStatus = status;
        paint(entry);
      },
    });
  }

  /** Follows the live messages of all gateways, or of those in view when there are too many. */
  function followInView(): void {
    const all = entries.size <= LIVE_WATCH_LIMIT;
    const bounds = map.getBounds();
    // The selected gateway is always followed; the others fill the room left.
    let room = LIVE_WATCH_LIMIT - (selected !== undefined && entries.has(selected) ? 1 : 0);
    for (const entry of entries.values()) {
      const chosen = entry.marker.id === selected;
      const other = !chosen && room > 0 && (all || bounds.contains(entry.circle.getLatLng()));
      if (other) room -= 1;
      const wanted = chosen || other;
      if (wanted && !entry.stop) entry.stop = follow(entry);
      else if (!wanted && entry.stop) {
        entry.stop();
        entry.stop = null;
      }
    }
  }
  // Followed once the map has been still for a moment, not at every step of a drag or a wheel zoom.
  let followTimer: number | undefined;
  const followSoon = () => {
    window.clearTimeout(followTimer);
    followTimer = window.setTimeout(followInView, FOLLOW_DELAY_MS);
  };
  const holdFollow = () => window.clearTimeout(followTimer);
  map.on('moveend', followSoon);
  map.on('movestart', holdFollow);

  function clear(): void {
    for (const entry of entries.values()) entry.stop?.();
    entries.clear();
    byCircle.clear();
    group.clearLayers();
  }

  /** Shows these gateways; true when the set changed (new circles), false when only states were updated. */
  function set(markers: readonly PlacedMarker[]): boolean {
    if (samePlaces(entries, markers)) {
      for (const marker of markers) {
        const entry = entries.get(marker.id)!;
        entry.marker = marker;
        if (entry.online === (marker.isonline === 1)) continue;
        entry.online = marker.isonline === 1;
        paint(entry);
      }
      return false;
    }
    clear();
    // Built off the map, then added at once: one projection pass and one redraw for all of them.
    group.remove();
    for (const marker of markers) {
      const style = marker.id === selected ? SELECTED : NORMAL;
      const online = marker.isonline === 1;
      const circle = L.circleMarker([marker.lat, marker.lng], {
        ...style,
        renderer,
        fillOpacity: 1,
        fillColor: MARKER_COLOURS[markerState(online, undefined)],
      });
      const entry: Entry = { marker, circle, online, runStatus: undefined, stop: null };
      entries.set(marker.id, entry);
      byCircle.set(circle, entry);
      group.addLayer(circle);
    }
    group.addTo(map);
    entries.get(selected ?? -1)?.circle.bringToFront();
    followInView();
    return true;
  }

  /** Draws one gateway larger and outlined (the selected one), the one before as the rest. */
  function select(id: number | undefined): void {
    if (id === selected) return;
    const before = selected === undefined ? undefined : entries.get(selected);
    before?.circle.setStyle(NORMAL);
    selected = id;
    const now = id === undefined ? undefined : entries.get(id);
    now?.circle.setStyle(SELECTED).bringToFront();
    if (now && !now.stop) followInView();
  }

  return {
    set,
    select,
    /** Circles drawn, and gateways whose live messages are followed. */
    count: () => entries.size,
    followed: () => [...entries.values()].filter((e) => e.stop !== null).length,
    /** Where a gateway's circle is, in pixels of the map's container (for tests). */
    pointOf: (id: number) => {
      const entry = entries.get(id);
      return entry ? map.latLngToContainerPoint(entry.circle.getLatLng()) : null;
    },
    /** The colour a gateway's circle is drawn in (for tests). */
    fillOf: (id: number) => entries.get(id)?.circle.options.fillColor,
    bounds: () => (entries.size > 0 ? group.getBounds() : null),
    remove: () => {
      clear();
      holdFollow();
      map.off('moveend', followSoon);
      map.off('movestart', holdFollow);
      group.remove();
    },
  };
}
export type MarkerLayer = ReturnType<typeof createMarkerLayer>;
