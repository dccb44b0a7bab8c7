import { liveTopics, type DeviceMarker, type MapBase, type MapTiles } from '@iot/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { liveHub } from '../../../live/live-connection';
import { createPlainBaseLayer, DARK_BASE_COLORS, type PlainBaseLayer } from '../../../ui/map/plain-base-layer';
import { MARKER_COLOURS, markerState, placedMarkers, runStatusOf } from '../dashboard-rules';

export interface MarkerMapProps {
  markers: readonly DeviceMarker[];
  tiles: MapTiles;
  base: MapBase | undefined;
  selectedId: number | undefined;
  onSelect: (marker: DeviceMarker) => void;
}

/** Spec 9: the fallback centre; the dashboard's map zoom is 5, min zoom 3. */
const COUNTRY_VIEW = { center: L.latLng(35.2, 104.3), zoom: 5 };
const MIN_ZOOM = 3;
const FIT_MAX_ZOOM = 10;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Colours one marker from its stored state, then from its live connection and run status messages. */
function watchMarker(marker: DeviceMarker, circle: L.CircleMarker): () => void {
  let online = marker.isonline === 1;
  let runStatus: number | undefined;
  const paint = () => circle.setStyle({ fillColor: MARKER_COLOURS[markerState(online, runStatus)] });
  paint();
  const stops = [
    liveHub.subscribe(liveTopics.online(marker.identity), (payload) => {
      if (typeof payload.online === 'boolean') online = payload.online;
      paint();
    }),
    liveHub.subscribe(liveTopics.runStatus(marker.identity), (payload) => {
      runStatus = runStatusOf(payload);
      paint();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The dashboard's GIS map: one circle per placed gateway, coloured by its state; a click selects it. */
export default function MarkerMap({ markers, tiles, base, selectedId, onSelect }: MarkerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const plainBase = useRef<PlainBaseLayer | null>(null);
  const fitted = useRef('');
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { minZoom: MIN_ZOOM, attributionControl: false, worldCopyJump: true });
    plainBase.current = createPlainBaseLayer({ colors: DARK_BASE_COLORS, className: 'dashboard-plain-base' }).addTo(
      instance,
    );
    if (tiles.url) {
      L.control.attribution({ prefix: 'Leaflet' }).addTo(instance);
      L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(instance);
    }
    instance.setView(COUNTRY_VIEW.center, COUNTRY_VIEW.zoom);
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    if (base) plainBase.current?.setBase(base);
  }, [base, tiles.url]);

  useEffect(() => {
    const group = layer.current;
    const instance = map.current;
    if (!group || !instance) return;
    const placed = placedMarkers(markers);
    const stops = placed.map((marker) => {
      const selected = marker.id === selectedId;
      const circle = L.circleMarker([marker.lat, marker.lng], {
        radius: selected ? 10 : 7,
        color: selected ? '#ffffff' : '#0b1a2e',
        weight: selected ? 3 : 1.5,
        fillOpacity: 1,
        className: 'dashboard-marker',
      })
        .bindTooltip(escapeHtml(marker.name))
        .on('click', () => select.current(marker))
        .addTo(group);
      return watchMarker(marker, circle);
    });
    // The view fits the markers when the set changes (a filter), not on every refresh.
    const key = placed.map((m) => m.id).join(',');
    if (key && key !== fitted.current) {
      instance.fitBounds(L.latLngBounds(placed.map((m) => [m.lat, m.lng])), {
        padding: [40, 40],
        maxZoom: FIT_MAX_ZOOM,
      });
    }
    fitted.current = key;
    return () => {
      stops.forEach((stop) => stop());
      group.clearLayers();
    };
  }, [markers, selectedId, tiles.url]);

  return <div ref={container} style={{ height: '100%', width: '100%' }} data-testid="dashboard-map-canvas" />;
}
