import type { MapBase, MapTiles } from '@iot/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { createPlainBaseLayer, type PlainBaseLayer } from '../../../../ui/map/plain-base-layer';
import { tileLayerOf } from '../../../../ui/map/tile-layer';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface LeafletMapProps {
  value: LatLng | null;
  onPick: (point: LatLng) => void;
  tiles: MapTiles;
  base: MapBase | undefined;
  /** True once tiles failed while none had loaded; false again when one loads. */
  onTilesFailed: (failed: boolean) => void;
}

/** Spec 9: the map's fallback centre; the whole country shows until a position is known. */
const COUNTRY_VIEW = { center: L.latLng(35.2, 104.3), zoom: 4 };
const POINT_ZOOM = 10;
const MIN_ZOOM = 3;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Leaflet map: a click picks a point; a value set from outside (geocoding, typing) moves the marker there. */
export default function LeafletMap({ value, onPick, tiles, base, onTilesFailed }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const plainBase = useRef<PlainBaseLayer | null>(null);
  const picked = useRef<LatLng | null>(null);
  const callbacks = useRef({ onPick, onTilesFailed });
  useEffect(() => {
    callbacks.current = { onPick, onTilesFailed };
  });

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      minZoom: MIN_ZOOM,
      doubleClickZoom: false,
      scrollWheelZoom: false,
      attributionControl: false,
      worldCopyJump: true,
    });
    L.control.attribution({ prefix: 'Leaflet' }).addTo(instance);
    plainBase.current = createPlainBaseLayer().addTo(instance);
    if (tiles.url) {
      let loaded = false;
      tileLayerOf(tiles)
        .on('tileload', () => {
          loaded = true;
          callbacks.current.onTilesFailed(false);
        })
        .on('tileerror', () => {
          if (!loaded) callbacks.current.onTilesFailed(true);
        })
        .addTo(instance);
    }
    // The wheel zooms only once the map has the focus, so that scrolling the form does not zoom it.
    instance.on('focus', () => instance.scrollWheelZoom.enable());
    instance.on('blur', () => instance.scrollWheelZoom.disable());
    instance.on('click', (event: L.LeafletMouseEvent) => {
      const at = event.latlng.wrap();
      const point = { lat: round6(at.lat), lng: round6(at.lng) };
      picked.current = point;
      callbacks.current.onPick(point);
    });
    instance.setView(COUNTRY_VIEW.center, COUNTRY_VIEW.zoom);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    if (base) plainBase.current?.setBase(base);
  }, [base, tiles.url]);

  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const point = L.latLng(lat, lng);
    if (marker.current) marker.current.setLatLng(point);
    else {
      marker.current = L.circleMarker(point, {
        radius: 8,
        color: '#ffffff',
        weight: 2,
        fillColor: '#e5484d',
        fillOpacity: 1,
        className: 'map-picker-point',
      }).addTo(instance);
    }
    // A point the user clicked stays where it is on screen; one found elsewhere is brought into view.
    const fromClick = picked.current?.lat === lat && picked.current.lng === lng;
    if (!fromClick) instance.setView(point, Math.max(instance.getZoom(), POINT_ZOOM));
  }, [lat, lng, tiles.url, tiles.attribution]);

  return <div ref={container} style={{ height: '100%', width: '100%' }} data-testid="map-picker-canvas" />;
}
