import type { DevicePointValue } from '@iot/contract';
import { keepPreviousData, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { hoursOf, type HistoryWindow } from './history-window';

/** One charted value: a device variable (type 0) or a custom data item (type 1). */
export interface HistoryTarget {
  /** Unique per target: `v:{variableId}` or `c:{customDataId}`. */
  key: string;
  type: 0 | 1;
  /** The variable name, or the custom data id when type is 1. */
  code: string;
  /** The device identity (type 0). */
  deviceNum: string;
  /** Device and variable names as charts and tables show them. */
  label: string;
  unit: string;
  /** Switch values are drawn as steps. */
  step: boolean;
}

/** A query: the window and the interval of every point. */
export interface HistoryRequest extends HistoryWindow {
  intervalMs: number;
  /** The `spaceNumber` sent; the report sends the spec's 0.018 and 0.05 for 1 and 3 minutes. */
  spaceNumber?: number;
}

export interface HistorySeries {
  target: HistoryTarget;
  points: DevicePointValue[];
}

export function fetchPointValues(target: HistoryTarget, request: HistoryRequest): Promise<DevicePointValue[]> {
  return api.post<DevicePointValue[]>('/influxDevice/getDevicePointValue', {
    code: target.code,
    deviceNum: target.deviceNum,
    type: target.type,
    starttime: request.start,
    endtime: request.end,
    spaceNumber: request.spaceNumber ?? hoursOf(request.intervalMs),
  });
}

/**
 * The history of each target over one window (one call each, in parallel); none before a query.
 * `combine` answers are structurally shared, so `series` keeps its identity while the data does not
 * change (a refetch or a parent's render does not redraw the chart).
 */
export function useHistorySeries(targets: readonly HistoryTarget[], request: HistoryRequest | null) {
  const combine = useCallback(
    (results: UseQueryResult<DevicePointValue[]>[]) => ({
      series: targets.flatMap((target, i): HistorySeries[] => {
        const points = results[i]?.data;
        return points ? [{ target, points }] : [];
      }),
      loading: results.some((result) => result.isFetching),
    }),
    [targets],
  );
  return useQueries({
    queries: targets.map((target) => ({
      queryKey: ['pointValues', target.type, target.deviceNum, target.code, request] as const,
      queryFn: () => fetchPointValues(target, request!),
      enabled: request !== null,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    })),
    combine,
  });
}
