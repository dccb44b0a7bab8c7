import { COUNTRY_CODE, type MapMarker, type MapTiles, type RegionShape, type RegionShapes } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Breadcrumb } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { regionShapesQuery } from './api';
import { placedMarkers } from './marker-state';
import { contains, hasChildren, itemsByRegion } from './region-drill';
import { boundsOf, drawLevel, levelView, REGION_COLORS, type RegionTheme } from './region-layers';
import './region-map.css';
import { useMarkerPopup } from './useMarkerPopup';
import { tileLayerOf } from './tile-layer';

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}
/** A place to open: the drill-down goes to the region `depth` levels below the country that holds it. */
export interface MapFocus {
  lat: number;
  lng: number;
  depth: 1 | 2 | 3;
  /** A device to open the popup of, once its district is drawn. */
  markerId?: number;
}

export interface RegionMapProps {
  markers: readonly MapMarker[];
  /** Tiles under the polygons; null draws the polygons on the page colour alone. */
  tiles: MapTiles | null;
  theme: RegionTheme;
  /** Where the map opens (the user's initial position); the country's level zoom otherwise. */
  initialView?: MapView;
  focus?: MapFocus;
  countryLabel: string;
  renderPopup: (marker: MapMarker) => ReactNode;
  minZoom?: number;
  maxZoom?: number;
  /** Told the centre and zoom after each move (the initial-position dialog starts from it). */
  onView?: (view: MapView) => void;
}

const COUNTRY_CENTRE = L.latLng(35.2, 104.3);

/**
 * The device map's drill-down (visual-side 2.6): country → province → city → district on region
 * polygons loaded one level at a time. A child area goes one level deeper, the background one up;
 * a municipality's children are already districts; a district shows its devices.
 */
export default function RegionMap(props: RegionMapProps) {
  const { markers, tiles, theme, initialView, focus, countryLabel, renderPopup } = props;
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const group = useRef<L.LayerGroup | null>(null);
  const [path, setPath] = useState<RegionShape[]>([]);
  const [loaded, setLoaded] = useState<RegionShapes>();
  const { popup, open: openPopup } = useMarkerPopup(map, `region-popup region-popup-${theme}`);
  const placed = useMemo(() => placedMarkers(markers), [markers]);
  const viewListener = useRef(props.onView);
  useEffect(() => {
    viewListener.current = props.onView;
  });
  const own = path.at(-1);
  const code = own?.code ?? COUNTRY_CODE;
  // The open level's children once its file has come; a district has none.
  const children = useMemo(() => (loaded?.code === code ? loaded.features : []), [loaded, code]);
  const fetchShapes = (region: string) => queryClient.fetchQuery(regionShapesQuery(region));

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      minZoom: props.minZoom ?? 3,
      maxZoom: props.maxZoom ?? 18,
      attributionControl: false,
      zoomControl: true,
    });
    if (tiles?.url) {
      L.control.attribution({ prefix: 'Leaflet' }).addTo(instance);
      tileLayerOf(tiles).addTo(instance);
    }
    instance.setView(initialView ? L.latLng(initialView.lat, initialView.lng) : COUNTRY_CENTRE, initialView?.zoom ?? 4);
    group.current = L.layerGroup().addTo(instance);
    instance.on('moveend', () => {
      const centre = instance.getCenter();
      viewListener.current?.({ lat: centre.lat, lng: centre.lng, zoom: instance.getZoom() });
    });
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
    // The view is the initial one; later changes of it come through the drill-down.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles]);

  // The open level's children: one file per level, cached for the session.
  useEffect(() => {
    let live = true;
    if (hasChildren(code)) void fetchShapes(code).then((shapes) => live && setLoaded(shapes));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  // Redraws the level when its shapes or the devices change.
  useEffect(() => {
    const layer = group.current;
    const instance = map.current;
    if (!layer || !instance) return;
    const inDistrict = own && !hasChildren(own.code) ? placed.filter((m) => contains(own, [m.lng, m.lat])) : [];
    const counts = new Map([...itemsByRegion(children, placed)].map(([key, list]) => [key, list.length]));
    const stop = drawLevel(layer, { own, children, counts }, inDistrict, theme, {
      onArea: (shape) => setPath((p) => [...p, shape]),
      onBackground: () => setPath((p) => p.slice(0, -1)),
      onMarker: (marker) => openPopup(marker),
    });
    return () => {
      stop();
      layer.clearLayers();
    };
  }, [children, own, placed, theme, openPopup]);

  // Each level opens at its zoom (spec 9), centred on its region; the first view is the initial one.
  const opened = useRef(false);
  useEffect(() => {
    const instance = map.current;
    const first = !opened.current;
    opened.current = true;
    if (!instance || (first && initialView)) return;
    const view = levelView(instance, code, own ? boundsOf(own) : undefined);
    instance.setView(own ? view.center : COUNTRY_CENTRE, view.zoom);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  // A place picked outside the map (the address tree): walk down to its region, then open its device.
  useEffect(() => {
    if (!focus) return;
    let live = true;
    void (async () => {
      const found: RegionShape[] = [];
      let region = COUNTRY_CODE;
      while (found.length < focus.depth && hasChildren(region)) {
        const level = await fetchShapes(region);
        const hit = level.features.find((s) => contains(s, [focus.lng, focus.lat]));
        if (!hit) break;
        found.push(hit);
        region = hit.code;
      }
      if (!live) return;
      setPath(found);
      const marker = placed.find((m) => m.id === focus.markerId);
      if (marker) openPopup(marker);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const crumbs = [{ code: COUNTRY_CODE, name: countryLabel }, ...path];
  return (
    <div className={`region-map region-map-${theme}`} data-testid="region-map" data-level={code}>
      <div ref={container} className="region-map-canvas" style={{ background: REGION_COLORS[theme].empty }} />
      <Breadcrumb
        className="region-map-path"
        data-testid="region-path"
        items={crumbs.map((c, i) => ({
          key: c.code,
          title:
            i < crumbs.length - 1 ? (
              <a onClick={() => setPath((p) => p.slice(0, i))}>{c.name}</a>
            ) : (
              <span>{c.name}</span>
            ),
        }))}
      />
      {popup && createPortal(renderPopup(popup.marker), popup.element)}
    </div>
  );
}
