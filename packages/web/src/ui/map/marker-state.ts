import type { DeviceMarker } from '@iot/contract';

/** Run status values a gateway reports when it stands still (visual-side 4.2). */
const STOPPED_CODES: ReadonlySet<number> = new Set([1, 2, 3, 9, 10, 26, 27]);

export const MARKER_COLOURS = {
  online: '#1677ff',
  offline: '#8c8c8c',
  stopped: '#fadb14',
  running: '#52c41a',
} as const;
export type MarkerState = keyof typeof MARKER_COLOURS;

/**
 * A marker's state: blue online, grey offline; once a live Status message came, yellow (stopped) or
 * green (running). An offline gateway stays grey whatever it reported before.
 */
export function markerState(online: boolean, runStatus: number | undefined): MarkerState {
  if (!online) return 'offline';
  if (runStatus === undefined) return 'online';
  return STOPPED_CODES.has(runStatus) ? 'stopped' : 'running';
}

/** A Status message's code: its value, or its status field; undefined when it carries no number. */
export function runStatusOf(payload: { value?: unknown; status?: number } | undefined): number | undefined {
  const code = Number(payload?.value ?? payload?.status);
  return payload && Number.isFinite(code) ? code : undefined;
}

/** Markers that can be placed (with a position). */
export const placedMarkers = (markers: readonly DeviceMarker[]) =>
  markers.filter((m): m is DeviceMarker & { lat: number; lng: number } => m.lat !== null && m.lng !== null);

/** Text for Leaflet's tooltips and attributions, which take HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
