import type { DeviceMarker, MapBase, MapTiles } from '@iot/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createPlainBaseLayer, DARK_BASE_COLORS, type PlainBaseLayer } from '../../../ui/map/plain-base-layer';
import { escapeHtml, placedMarkers } from '../../../ui/map/marker-state';
import { useMarkerPopup } from '../../../ui/map/useMarkerPopup';
import { watchMarker } from '../../../ui/map/watch-marker';

export interface MarkerMapProps {
  markers: readonly DeviceMarker[];
  tiles: MapTiles;
  base: MapBase | undefined;
  selectedId: number | undefined;
  onSelect: (marker: DeviceMarker) => void;
  renderPopup: (marker: DeviceMarker) => ReactNode;
}

/** Spec 9: the fallback centre; the dashboard's map zoom is 5, min zoom 3. */
const COUNTRY_VIEW = { center: L.latLng(35.2, 104.3), zoom: 5 };
const MIN_ZOOM = 3;
const FIT_MAX_ZOOM = 10;

/** The dashboard's GIS map: one circle per placed gateway, coloured by its state; a click selects it. */
export default function MarkerMap({ markers, tiles, base, selectedId, onSelect, renderPopup }: MarkerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const plainBase = useRef<PlainBaseLayer | null>(null);
  const fitted = useRef('');
  const { popup, open: openPopup } = useMarkerPopup(map, 'region-popup region-popup-dark');
  const select = useRef((marker: DeviceMarker) => {
    onSelect(marker);
    openPopup(marker);
  });
  useEffect(() => {
    select.current = (marker) => {
      onSelect(marker);
      openPopup(marker);
    };
  });

  useEffect(() => {
    if (!container.current) return;
    // Canvas markers: 10,000 gateways stay one element, where SVG would add 10,000 to the page.
    const instance = L.map(container.current, {
      minZoom: MIN_ZOOM,
      attributionControl: false,
      worldCopyJump: true,
      preferCanvas: true,
    });
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

  return (
    <>
      <div ref={container} style={{ height: '100%', width: '100%' }} data-testid="dashboard-map-canvas" />
      {popup && createPortal(renderPopup(popup.marker), popup.element)}
    </>
  );
}
