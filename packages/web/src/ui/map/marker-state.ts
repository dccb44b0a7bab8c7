import type { MapMarker } from '@iot/contract';

/** The marker colours are the device state colours run mode's pens use too. */
export { MARKER_COLOURS, markerState, runStatusOf, type MarkerState } from '../../live/device-state';

/** Markers that can be placed (with a position). */
export const placedMarkers = (markers: readonly MapMarker[]) =>
  markers.filter((m): m is MapMarker & { lat: number; lng: number } => m.lat !== null && m.lng !== null);

/** Text for Leaflet's tooltips and attributions, which take HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
