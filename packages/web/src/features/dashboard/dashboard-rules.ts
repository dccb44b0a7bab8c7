import type { DashboardFilter, DashboardMarkers, MapMarker } from '@iot/contract';

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

/** The marker call's columns as one marker per gateway (entry i of each column is gateway i). */
export function markersOf(columns: DashboardMarkers): (MapMarker & { lat: number; lng: number })[] {
  return columns.id.map((id, i) => ({
    id,
    identity: columns.identity[i]!,
    name: columns.name[i]!,
    lat: columns.lat[i]!,
    lng: columns.lng[i]!,
    isonline: columns.isonline[i]!,
    configFlowId: columns.configFlowId[i]!,
    cameraId: columns.cameraId[i]!,
  }));
}

/** Camera feeds shown side by side in the bottom area. */
export const CAMERA_WINDOW = 2;

/**
 * Spec 4.4: the feed shows a window of cameras from the current index; an arrow moves it by one.
 * Answers the new index, or null when that arrow is already at its end ('no more data').
 */
export function moveCameraWindow(index: number, step: -1 | 1, total: number, size = CAMERA_WINDOW): number | null {
  const next = index + step;
  return next < 0 || next + size > Math.max(total, size) ? null : next;
}
