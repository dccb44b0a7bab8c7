import type { DashboardFilter, DeviceMarker } from '@iot/contract';

/** Spec 9: the health score shows as an integer, red under 90. */
export const HEALTHY_FROM = 90;
export const STATUS_RED = '#ff4d4f';
export const STATUS_GREEN = '#52c41a';

export const formatHealth = (score: number) => String(Math.round(score));
export const healthColour = (score: number) => (score < HEALTHY_FROM ? STATUS_RED : STATUS_GREEN);
/** Partial scores show one decimal. */
export const formatPart = (score: number) => score.toFixed(1);
/** Ratios show two decimals. */
export const formatRatio = (ratio: number | null) => (ratio === null ? '--' : ratio.toFixed(2));

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

/** What the filter form holds; `all` is the online state's "any". */
export interface FilterForm {
  deviceMouldId?: number;
  nameplate?: string;
  online: 'all' | 0 | 1;
  area?: string;
}
export const EMPTY_FILTER: FilterForm = { online: 'all' };

/** The `/monitor/visual/new` body: blank texts and "all" are left out (spec 7: isonline omitted when all). */
export function filterBody(form: FilterForm): Partial<DashboardFilter> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    deviceMouldId: form.deviceMouldId,
    nameplate: text(form.nameplate),
    isonline: form.online === 'all' ? undefined : form.online,
    area: text(form.area),
  };
}

/** Markers that can be placed (with a position). */
export const placedMarkers = (markers: readonly DeviceMarker[]) =>
  markers.filter((m): m is DeviceMarker & { lat: number; lng: number } => m.lat !== null && m.lng !== null);
