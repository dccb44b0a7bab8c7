import type { ArchiveDetail, ArchiveRecord, CustomDataRecord, DeviceRecord, Page, VariableRecord } from '@iot/contract';
import { CUSTOM_DATA_PAGE_SIZE, VARIABLE_PICKER_PAGE_SIZE } from '@iot/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Rows the device picker loads per tab; the filters narrow them on the server. */
const PICKER_LIST_SIZE = 500;

export function useHardwareOptions(name: string, identity: string) {
  return useQuery({
    queryKey: ['picker', 'hardware', name, identity],
    queryFn: () =>
      api.post<DeviceRecord[]>('/device/getDeviceList', {
        name: name.trim() || undefined,
        identity: identity.trim() || undefined,
        pageSize: PICKER_LIST_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useArchiveOptions() {
  return useQuery({
    queryKey: ['picker', 'archives'],
    queryFn: () => api.get<ArchiveRecord[]>('/device/archives', { pageSize: PICKER_LIST_SIZE }),
  });
}

export function useArchiveItems(archiveId: number | undefined) {
  return useQuery({
    queryKey: ['picker', 'archive', archiveId],
    queryFn: () => api.get<ArchiveDetail>(`/device/archives/${archiveId}`),
    enabled: archiveId !== undefined,
  });
}

export function useCustomDataOptions(pageNum: number, name: string, type: number | undefined) {
  return useQuery({
    queryKey: ['picker', 'customdata', pageNum, name, type],
    queryFn: () =>
      api.post<Page<CustomDataRecord>>('/customdata/getPage', {
        pageNum,
        pageSize: CUSTOM_DATA_PAGE_SIZE,
        param: { name: name.trim() || undefined, type },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDeviceVariables(deviceId: number, pageNum: number, filter: string, type: number) {
  return useQuery({
    queryKey: ['picker', 'variables', deviceId, pageNum, filter, type],
    queryFn: () =>
      api.post<Page<VariableRecord>>('/variable/findVarList', {
        pageNum,
        pageSize: VARIABLE_PICKER_PAGE_SIZE,
        param: { deviceId, type, filter: filter.trim() || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
