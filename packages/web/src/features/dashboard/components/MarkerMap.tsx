import type { MapBase, MapMarker, MapTiles } from '@iot/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createPlainBaseLayer, DARK_BASE_COLORS, type PlainBaseLayer } from '../../../ui/map/plain-base-layer';
import { useMarkerPopup } from '../../../ui/map/useMarkerPopup';
import { createMarkerLayer, type MarkerCircle, type MarkerLayer, type PlacedMarker } from './marker-layer';
import { tileLayerOf } from '../../../ui/map/tile-layer';

export interface MarkerMapProps {
  markers: readonly PlacedMarker[];
  tiles: MapTiles;
  base: MapBase | undefined;
  selectedId: number | undefined;
  onSelect: (marker: MapMarker) => void;
  renderPopup: (marker: MapMarker) => ReactNode;
}

/** The map's container, with what tests read of its layer (the circles are pixels of one canvas). */
export type MarkerMapElement = HTMLDivElement & {
  markerPoint?: (id: number) => L.Point | null;
  markerFill?: (id: number) => string | undefined;
  markerCircles?: () => MarkerCircle[];
};

/** Spec 9: the fallback centre; the dashboard's map zoom is 5, min zoom 3. */
const COUNTRY_VIEW = { center: L.latLng(35.2, 104.3), zoom: 5 };
const MIN_ZOOM = 3;
const FIT_MAX_ZOOM = 10;
/** Room below for the legend, which lies over the map's bottom left corner and would hide a cluster. */
const FIT_PADDING = { paddingTopLeft: L.point(40, 40), paddingBottomRight: L.point(40, 90) };

/**
 * The dashboard's GIS map: one circle per placed gateway, coloured by its state, or one counted circle
 * per cluster of them below the city zoom; a click selects a gateway, or zooms in to a cluster.
 */
export default function MarkerMap({ markers, tiles, base, selectedId, onSelect, renderPopup }: MarkerMapProps) {
  const container = useRef<MarkerMapElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<MarkerLayer | null>(null);
  const plainBase = useRef<PlainBaseLayer | null>(null);
  const { popup, open: openPopup } = useMarkerPopup(map, 'region-popup region-popup-dark');
  const select = useRef((marker: MapMarker) => {
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
    const element = container.current;
    if (!element) return;
    const instance = L.map(element, { minZoom: MIN_ZOOM, attributionControl: false, worldCopyJump: true });
    plainBase.current = createPlainBaseLayer({ colors: DARK_BASE_COLORS, className: 'dashboard-plain-base' }).addTo(
      instance,
    );
    if (tiles.url) {
      L.control.attribution({ prefix: 'Leaflet' }).addTo(instance);
      tileLayerOf(tiles).addTo(instance);
    }
    instance.setView(COUNTRY_VIEW.center, COUNTRY_VIEW.zoom);
    const markerLayer = createMarkerLayer(instance, (marker) => select.current(marker));
    element.markerPoint = markerLayer.pointOf;
    element.markerFill = markerLayer.fillOf;
    element.markerCircles = markerLayer.circlesInView;
    layer.current = markerLayer;
    map.current = instance;
    return () => {
      markerLayer.remove();
      instance.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    if (base) plainBase.current?.setBase(base);
  }, [base, tiles.url]);

  useEffect(() => {
    const markerLayer = layer.current;
    const instance = map.current;
    if (!markerLayer || !instance) return;
    // A refresh of the same gateways recolours them; a new set (a filter) is drawn anew and fitted.
    if (markerLayer.set(markers)) {
      const bounds = markerLayer.bounds();
      if (bounds) instance.fitBounds(bounds, { ...FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
    }
    container.current?.setAttribute('data-marker-count', String(markerLayer.count()));
    container.current?.setAttribute('data-followed-count', String(markerLayer.followed()));
  }, [markers, tiles.url]);

  useEffect(() => {
    layer.current?.select(selectedId);
  }, [selectedId, markers, tiles.url]);

  return (
    <>
      <div ref={container} style={{ height: '100%', width: '100%' }} data-testid="dashboard-map-canvas" />
      {popup && createPortal(renderPopup(popup.marker), popup.element)}
    </>
  );
}
