import type {
  CameraRecord,
  DashboardDeviceDetail,
  DashboardMarkers,
  DashboardOverview,
  HealthPeriod,
  Page,
  ReportFileRecord,
  ReportRecord,
} from '@iot/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { filterBody, markersOf, type FilterForm } from './dashboard-rules';

/** Spec 8: dashboard failures only stop the loading indicator (no message every refresh on a wall). */
const silentPost = <T>(path: string, options: { body?: unknown; query?: Record<string, number> }) =>
  request<T>('POST', path, { ...options, silent: true });

/** The wall stays live without reloads: the overview every minute, the selected device every 10 s. */
const OVERVIEW_REFRESH_MS = 60_000;
const DEVICE_REFRESH_MS = 10_000;
/** The map's markers: live messages recolour those followed, this refresh all of them. */
const MARKER_REFRESH_MS = 30_000;

export function useDashboardOverview(filter: FilterForm) {
  const body = filterBody(filter);
  return useQuery({
    queryKey: ['dashboard', 'overview', body],
    queryFn: () => silentPost<DashboardOverview>('/monitor/visual/new', { body }),
    refetchInterval: OVERVIEW_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Outside the hook: one function for every render, so the markers are decoded once per answer. */
const markerView = (columns: DashboardMarkers) => ({
  total: columns.total,
  unplaced: columns.unplaced,
  markers: markersOf(columns),
});

/** Every placed gateway of the filter for the map (`/monitor/visual/markers`), one object each. */
export function useDashboardMarkers(filter: FilterForm) {
  const body = filterBody(filter);
  return useQuery({
    queryKey: ['dashboard', 'markers', body],
    queryFn: () => silentPost<DashboardMarkers>('/monitor/visual/markers', { body }),
    select: markerView,
    refetchInterval: MARKER_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** What the lists select: a gateway (hardware tab) or an archive (devices tab). */
export type DashboardTarget = { kind: 'device'; id: number } | { kind: 'archive'; id: number };

export function useDashboardDevice(target: DashboardTarget | null, period: HealthPeriod) {
  return useQuery({
    queryKey: ['dashboard', 'device', target, period],
    queryFn: () =>
      silentPost<DashboardDeviceDetail>('/monitor/visual/device', {
        query: { timeType: period, [target!.kind === 'device' ? 'deviceId' : 'archivesId']: target!.id },
      }),
    enabled: target !== null,
    refetchInterval: DEVICE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The report tab (3): the company's enabled reports (spec: `/report/searchPage`, every row, status 1). */
export function useDashboardReports(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'reports'],
    queryFn: () =>
      silentPost<Page<ReportRecord>>('/report/searchPage', {
        body: { pageNum: 1, pageSize: 999_999, param: { status: 1 } },
      }),
    enabled,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

/** The company's cameras for the bottom feeds (the camera registry's list, silent like the rest of the wall). */
export function useDashboardCameras() {
  return useQuery({
    queryKey: ['dashboard', 'cameras'],
    queryFn: () => request<CameraRecord[]>('GET', '/camera/getCameraList', { silent: true }),
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

/** Clicking a report row generates it now; the overlay shows the generated report. */
export const generateReport = (id: number) => request<ReportFileRecord>('POST', `/report/generate/${id}`, { body: {} });
