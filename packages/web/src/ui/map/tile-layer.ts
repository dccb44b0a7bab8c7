import type { MapTiles } from '@iot/contract';
import L from 'leaflet';
import { escapeHtml } from './marker-state';

/** Deepest zoom a map may reach on its tiles. */
const DEEPEST_ZOOM = 19;

/**
 * The configured tiles as a layer. An offline pack gives its zoom range: above the range the pack's
 * deepest tiles are enlarged, below it the layer asks for nothing (the plain base shows), so the map never
 * asks for a tile the pack does not hold.
 */
export function tileLayerOf(tiles: MapTiles): L.TileLayer {
  return L.tileLayer(tiles.url, {
    attribution: escapeHtml(tiles.attribution),
    maxZoom: DEEPEST_ZOOM,
    ...(tiles.minZoom === undefined ? {} : { minZoom: tiles.minZoom }),
    ...(tiles.maxZoom === undefined ? {} : { maxNativeZoom: tiles.maxZoom }),
  });
}
