import { REGION_LEVEL_ZOOM, type MapMarker } from '@iot/contract';
import L from 'leaflet';
import { escapeHtml, MARKER_COLOURS, markerState } from '../../../ui/map/marker-state';
import { watchLiveState } from '../../../ui/map/watch-marker';
import { CLUSTER_CELL_PX, clusterState, gridClusters, STATE_CODES, stateCode, type Clusters } from './marker-clusters';
import {
  clusterRadius,
  drawCluster,
  drawMarkers,
  drawnFor,
  drawSelected,
  MARKER_RADIUS,
  SELECTED_RADIUS,
} from './marker-draw';

export type PlacedMarker = MapMarker & { lat: number; lng: number };

/**
 * Gateways whose live messages the map follows at most (two topics each): all of them up to this
 * many, else those in view up to this many. The rest take their state from the marker call's refresh.
 */
export const LIVE_WATCH_LIMIT = 2_000;

/** Below the city zoom markers are grouped into clusters: at country zoom 10,000 of them are a solid block. */
export const CLUSTER_BELOW_ZOOM = REGION_LEVEL_ZOOM.city;

/** How long the map stays still before the gateways in view are followed. */
const FOLLOW_DELAY_MS = 600;
/** The canvas reaches this share of the view past each edge, so that a drag shows markers before it ends. */
const PADDING = 0.3;
/** Extra pixels around a single marker that still count as a click on it. */
const TOLERANCE = 3;

/** A circle drawn, as tests read it: a gateway alone, or a cluster of them. */
export interface MarkerCircle {
  x: number;
  y: number;
  fill: string;
  ids: number[];
}

/** One circle for a cluster or a marker under the pointer: a marker index, or -1 - c for cluster c. */
type Item = number;

/**
 * Every gateway on one canvas of our own, drawn from columns (positions, states) rather than a
 * Leaflet layer per gateway: a redraw after a drag or a zoom is a pass over typed arrays with one fill
 * per colour, and below CLUSTER_BELOW_ZOOM the markers of each grid square are one counted circle.
 * A refresh of the same gateways recolours them in place; live messages recolour them too.
 */
export function createMarkerLayer(map: L.Map, onClick: (marker: PlacedMarker) => void) {
  const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-animated', map.getPane('overlayPane'));
  const ctx = canvas.getContext('2d')!;
  const tooltip = L.tooltip({ direction: 'top', offset: [0, -6] });

  let markers: readonly PlacedMarker[] = [];
  const index = new Map<number, number>();
  let lat = new Float64Array(0);
  let lng = new Float64Array(0);
  let online = new Uint8Array(0);
  let runStatus: (number | undefined)[] = [];
  let states = new Uint8Array(0);
  /** Stops following a gateway's live messages; null while not followed. */
  let stops: ((() => void) | null)[] = [];
  let drawn = drawnFor(0);
  let selected: number | undefined;

  // World pixels of every marker at one zoom, and their clusters: computed once per zoom.
  let projectedZoom = NaN;
  let px = new Float64Array(0);
  let py = new Float64Array(0);
  let clusters: Clusters | null = null;
  // Where and at which zoom the canvas was last drawn, for clicks and for the zoom animation.
  let origin = L.point(0, 0);
  let originLatLng = L.latLng(0, 0);
  let drawnZoom = 0;
  let frame = 0;
  let hovered: Item | undefined;
  let selectedAlone = false;

  function project(zoom: number): void {
    if (zoom === projectedZoom) return;
    for (let i = 0; i < markers.length; i += 1) {
      const point = map.project([lat[i]!, lng[i]!], zoom);
      px[i] = point.x;
      py[i] = point.y;
    }
    clusters = zoom < CLUSTER_BELOW_ZOOM ? gridClusters(px, py, CLUSTER_CELL_PX) : null;
    projectedZoom = zoom;
  }

  function draw(): void {
    window.cancelAnimationFrame(frame);
    frame = 0;
    const size = map.getSize();
    const pad = size.multiplyBy(PADDING).round();
    const width = size.x + 2 * pad.x;
    const height = size.y + 2 * pad.y;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    origin = map.containerPointToLayerPoint(pad.multiplyBy(-1)).round();
    originLatLng = map.layerPointToLatLng(origin);
    drawnZoom = map.getZoom();
    L.DomUtil.setPosition(canvas, origin);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    project(drawnZoom);
    const pixelOrigin = map.getPixelOrigin();
    const ox = pixelOrigin.x + origin.x;
    const oy = pixelOrigin.y + origin.y;
    const inside = (x: number, y: number, r: number) => x > -r && y > -r && x < width + r && y < height + r;
    drawn.size = 0;
    const push = (x: number, y: number, item: Item) => {
      drawn.x[drawn.size] = x;
      drawn.y[drawn.size] = y;
      drawn.item[drawn.size] = item;
      drawn.size += 1;
    };
    if (clusters) {
      for (let c = 0; c < clusters.size; c += 1) {
        const x = clusters.x[c]! - ox;
        const y = clusters.y[c]! - oy;
        const count = clusters.count[c]!;
        if (!inside(x, y, clusterRadius(count) + 4)) continue;
        push(x, y, count === 1 ? clusters.order[clusters.start[c]!]! : -1 - c);
      }
    } else {
      for (let i = 0; i < markers.length; i += 1) {
        const x = px[i]! - ox;
        const y = py[i]! - oy;
        if (inside(x, y, MARKER_RADIUS)) push(x, y, i);
      }
    }
    drawMarkers(ctx, drawn, states);
    const chosen = selected === undefined ? undefined : index.get(selected);
    const chosenCluster = chosen === undefined || !clusters ? -1 : clusters.of[chosen]!;
    for (let k = 0; k < drawn.size; k += 1) {
      const item = drawn.item[k]!;
      if (item >= 0 || !clusters) continue;
      const c = -1 - item;
      const state = clusterState(clusters, c, states);
      drawCluster(ctx, drawn.x[k]!, drawn.y[k]!, clusters.count[c]!, state, c === chosenCluster);
    }
    // The selected gateway over the others when drawn alone; in a cluster, the cluster is outlined.
    selectedAlone = chosen !== undefined && (!clusters || clusters.count[chosenCluster] === 1);
    if (selectedAlone) drawSelected(ctx, px[chosen!]! - ox, py[chosen!]! - oy, STATE_CODES[states[chosen!]!]!);
  }
  // Live messages and selections redraw at most once a frame, and not during a zoom's animation: the
  // canvas is scaled then, and the redraw at its end shows them.
  let zooming = false;
  const drawSoon = () => {
    if (frame === 0 && !zooming) frame = window.requestAnimationFrame(draw);
  };

  /** Keeps the canvas under the markers while Leaflet animates a zoom (as its own renderers do). */
  function animateZoom(event: L.ZoomAnimEvent): void {
    zooming = true;
    window.cancelAnimationFrame(frame);
    frame = 0;
    const scale = map.getZoomScale(event.zoom, drawnZoom);
    const mapPane = L.DomUtil.getPosition(map.getPane('mapPane')!);
    const newPixelOrigin = map
      .project(event.center, event.zoom)
      .subtract(map.getSize().divideBy(2))
      .add(mapPane)
      .round();
    L.DomUtil.setTransform(canvas, map.project(originLatLng, event.zoom).subtract(newPixelOrigin), scale);
  }

  /** The circle at a layer point, the nearest if several: the selected gateway first. */
  function itemAt(point: L.Point): Item | undefined {
    const x = point.x - origin.x;
    const y = point.y - origin.y;
    const chosen = selected === undefined ? undefined : index.get(selected);
    if (chosen !== undefined && selectedAlone) {
      const dx = px[chosen]! - map.getPixelOrigin().x - origin.x - x;
      const dy = py[chosen]! - map.getPixelOrigin().y - origin.y - y;
      if (dx * dx + dy * dy <= SELECTED_RADIUS ** 2) return chosen;
    }
    let best: Item | undefined;
    let bestDistance = Infinity;
    for (let k = 0; k < drawn.size; k += 1) {
      const item = drawn.item[k]!;
      const r = item < 0 && clusters ? clusterRadius(clusters.count[-1 - item]!) : MARKER_RADIUS + TOLERANCE;
      const distance = (drawn.x[k]! - x) ** 2 + (drawn.y[k]! - y) ** 2;
      if (distance <= r * r && distance < bestDistance) {
        best = item;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** Zooms in to a cluster's members: to where they part, or to the city zoom when they share a place. */
  function openCluster(c: number, all: Clusters): void {
    const end = all.start[c]! + all.count[c]!;
    const bounds = L.latLngBounds([]);
    for (let k = all.start[c]!; k < end; k += 1) bounds.extend([lat[all.order[k]!]!, lng[all.order[k]!]!]);
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: Math.max(CLUSTER_BELOW_ZOOM, map.getZoom() + 1) });
  }

  const click = (event: L.LeafletMouseEvent) => {
    const item = itemAt(event.layerPoint);
    if (item === undefined) return;
    if (item >= 0) onClick(markers[item]!);
    else if (clusters) openCluster(-1 - item, clusters);
  };
  const hover = (event: L.LeafletMouseEvent) => {
    const item = itemAt(event.layerPoint);
    if (item === hovered) return;
    hovered = item;
    map.getContainer().style.cursor = item === undefined ? '' : 'pointer';
    if (item === undefined || item < 0) map.closeTooltip(tooltip);
    else map.openTooltip(tooltip.setLatLng([lat[item]!, lng[item]!]).setContent(escapeHtml(markers[item]!.name)));
  };

  function paint(i: number): void {
    const code = stateCode(markerState(online[i] === 1, runStatus[i]));
    if (states[i] === code) return;
    states[i] = code;
    drawSoon();
  }

  function follow(i: number): () => void {
    return watchLiveState(markers[i]!.identity, {
      online: (next) => {
        online[i] = next ? 1 : 0;
        paint(i);
      },
      runStatus: (status) => {
        runStatus[i] = status;
        paint(i);
      },
    });
  }

  /** Follows the live messages of all gateways, or of those in view when there are too many. */
  function followInView(): void {
    const all = markers.length <= LIVE_WATCH_LIMIT;
    const view = map.getBounds();
    const [south, west, north, east] = [view.getSouth(), view.getWest(), view.getNorth(), view.getEast()];
    const chosen = selected === undefined ? undefined : index.get(selected);
    // The selected gateway is always followed; the others fill the room left.
    let room = LIVE_WATCH_LIMIT - (chosen === undefined ? 0 : 1);
    for (let i = 0; i < markers.length; i += 1) {
      const inView = all || (lat[i]! >= south && lat[i]! <= north && lng[i]! >= west && lng[i]! <= east);
      const other = i !== chosen && room > 0 && inView;
      if (other) room -= 1;
      const wanted = i === chosen || other;
      if (wanted && !stops[i]) stops[i] = follow(i);
      else if (!wanted && stops[i]) {
        stops[i]!();
        stops[i] = null;
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

  const events = {
    moveend: () => {
      zooming = false;
      draw();
      followSoon();
    },
    movestart: holdFollow,
    viewreset: draw,
    resize: draw,
    zoomanim: animateZoom as L.LeafletEventHandlerFn,
    click: click as L.LeafletEventHandlerFn,
    mousemove: hover as L.LeafletEventHandlerFn,
  };
  map.on(events);

  const samePlaces = (next: readonly PlacedMarker[]) =>
    next.length === markers.length &&
    next.every((m) => {
      const i = index.get(m.id);
      return i !== undefined && lat[i] === m.lat && lng[i] === m.lng;
    });

  function stopAll(): void {
    for (const stop of stops) stop?.();
  }

  /** Shows these gateways; true when the set changed (new positions), false when only states were updated. */
  function set(next: readonly PlacedMarker[]): boolean {
    if (samePlaces(next)) {
      markers = next;
      for (const marker of next) {
        const i = index.get(marker.id)!;
        const now = marker.isonline === 1 ? 1 : 0;
        if (online[i] === now) continue;
        online[i] = now;
        paint(i);
      }
      return false;
    }
    stopAll();
    const n = next.length;
    markers = next;
    index.clear();
    next.forEach((marker, i) => index.set(marker.id, i));
    lat = Float64Array.from(next, (m) => m.lat);
    lng = Float64Array.from(next, (m) => m.lng);
    online = Uint8Array.from(next, (m) => (m.isonline === 1 ? 1 : 0));
    runStatus = new Array<number | undefined>(n).fill(undefined);
    states = Uint8Array.from(online, (o) => stateCode(markerState(o === 1, undefined)));
    stops = new Array<(() => void) | null>(n).fill(null);
    px = new Float64Array(n);
    py = new Float64Array(n);
    drawn = drawnFor(n);
    projectedZoom = NaN;
    hovered = undefined;
    draw();
    followInView();
    return true;
  }

  /** Draws one gateway larger and outlined (the selected one), the one before as the rest. */
  function select(id: number | undefined): void {
    if (id === selected) return;
    selected = id;
    drawSoon();
    const chosen = id === undefined ? undefined : index.get(id);
    if (chosen !== undefined && !stops[chosen]) followInView();
  }

  /** A layer point as a point of the map's container. */
  const toContainer = (x: number, y: number) => map.layerPointToContainerPoint(origin.add([x, y]));

  return {
    set,
    select,
    /** Gateways placed, and gateways whose live messages are followed. */
    count: () => markers.length,
    followed: () => stops.filter((stop) => stop !== null).length,
    /** Where a gateway is, in pixels of the map's container (for tests). */
    pointOf: (id: number) => {
      const i = index.get(id);
      return i === undefined ? null : map.latLngToContainerPoint([lat[i]!, lng[i]!]);
    },
    /** The colour a gateway is drawn in, alone or in its cluster (for tests). */
    fillOf: (id: number) => {
      const i = index.get(id);
      return i === undefined ? undefined : MARKER_COLOURS[STATE_CODES[states[i]!]!];
    },
    /** The circles drawn within the container: where, their colour and the gateways each holds (for tests). */
    circlesInView: () => {
      const size = map.getSize();
      const circles: MarkerCircle[] = [];
      for (let k = 0; k < drawn.size; k += 1) {
        const point = toContainer(drawn.x[k]!, drawn.y[k]!);
        if (point.x < 0 || point.y < 0 || point.x > size.x || point.y > size.y) continue;
        const item = drawn.item[k]!;
        const members =
          item >= 0 || !clusters
            ? [item]
            : [
                ...clusters.order.subarray(
                  clusters.start[-1 - item],
                  clusters.start[-1 - item]! + clusters.count[-1 - item]!,
                ),
              ];
        const state = item >= 0 || !clusters ? STATE_CODES[states[item]!]! : clusterState(clusters, -1 - item, states);
        circles.push({ x: point.x, y: point.y, fill: MARKER_COLOURS[state], ids: members.map((i) => markers[i]!.id) });
      }
      return circles;
    },
    bounds: () => {
      if (markers.length === 0) return null;
      const bounds = L.latLngBounds([]);
      for (let i = 0; i < markers.length; i += 1) bounds.extend([lat[i]!, lng[i]!]);
      return bounds;
    },
    remove: () => {
      stopAll();
      holdFollow();
      window.cancelAnimationFrame(frame);
      map.off(events);
      map.closeTooltip(tooltip);
      canvas.remove();
    },
  };
}
export type MarkerLayer = ReturnType<typeof createMarkerLayer>;
