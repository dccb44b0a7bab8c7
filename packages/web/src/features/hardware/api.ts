import type {
  DeviceDetail,
  DeviceRecord,
  FirmwareRecord,
  GeocodingResult,
  Page,
  PortKind,
  PortRecord,
  ReverseGeocodingResult,
  VariableRecord,
} from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import { uploadForm } from '../../api/upload';
import type { PageRequest, PageResult } from '../../ui/table-page/types';

/** Fields of `POST /device` and `PUT /device` that the form edits. */
export interface DeviceFields {
  name: string;
  identity: string;
  modelName: string;
  networkWay: string;
  scanCycle: number;
  enabled: 0 | 1;
  iccid: string;
  desc: string;
  lat: number | null;
  lng: number | null;
  enableDays?: number | null;
  packageTime?: string | null;
}

export interface VariableFields {
  name: string;
  unit: string;
  description: string;
  dataType: string;
  expression: string;
  decimalPlaces: number;
  varType_1: 0 | 1 | 3;
  slaveId: number | null;
}

export async function fetchDevicePage({
  pageNum,
  pageSize,
  param,
  sort,
}: PageRequest): Promise<PageResult<DeviceRecord>> {
  const body = {
    pageNum,
    pageSize,
    param,
    ...(sort ? { sortFields: sort.field, isAscendingOrder: sort.ascending } : {}),
  };
  const data = await api.post<{ deviceList: Page<DeviceRecord> }>('/device/getDeviceListPage', body);
  return data.deviceList;
}

export const createDevice = (body: DeviceFields) => api.post<{ id: number; secret: string }>('/device', body);
export const updateDevice = (body: DeviceFields & { id: number }) => api.put('/device', body);
export const deleteDevice = (id: number) => api.delete(`/device/${id}`);
export const regenerateSecret = (id: number) => api.post<{ secret: string }>(`/device/${id}/secret`);
export const upgradeFirmware = (identity: string, versionId: number) =>
  api.get(`/netty/upgrade/${encodeURIComponent(identity)}/${versionId}`);

export function useDevice(id: number | undefined) {
  return useQuery({
    queryKey: ['device', id],
    queryFn: () => api.get<DeviceDetail>(`/device/${id}`),
    enabled: id !== undefined,
  });
}

export function usePublishedFirmware() {
  return useQuery({
    queryKey: ['firmware', 'published'],
    queryFn: () =>
      api
        .post<Page<FirmwareRecord>>('/version/getListPage', { pageNum: 1, pageSize: 9999, param: { ispublish: 1 } })
        .then((page) => page.records),
  });
}

/** Place names of an address; the form shows the server's refusal itself. */
export const geocode = (address: string) =>
  request<GeocodingResult>('GET', '/util/geocoding', { query: { address }, silent: true });
export const reverseGeocode = (lat: number, lon: number) =>
  request<ReverseGeocodingResult>('GET', '/util/reverseGeocoding', { query: { lat, lon }, silent: true });

export const deviceVariablesKey = (deviceId: number) => ['device', deviceId, 'variables'] as const;

export function useDeviceVariables(deviceId: number, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...deviceVariablesKey(deviceId), pageNum, pageSize],
    queryFn: () =>
      api.post<Page<VariableRecord>>('/variable/findVarList', { pageNum, pageSize, param: { deviceId, type: -1 } }),
  });
}

/** The last stored values with their times (live messages update them while the page is open). */
export function useLastValues(deviceId: number) {
  return useQuery({
    queryKey: [...deviceVariablesKey(deviceId), 'live'],
    queryFn: () =>
      api.get<{ varId: number; nowValue: string | number | null; ts: number | null }[]>(`/variable/live/${deviceId}`),
  });
}

/** Variable writes: silent, so that the dialog can put the server's reason on the field it names. */
export const createVariable = (body: VariableFields & { deviceId: number }) =>
  request<{ id: number }>('POST', '/variable', { body, silent: true });
export const updateVariable = (body: VariableFields & { id: number }) =>
  request<{ id: number }>('PUT', '/variable', { body, silent: true });
export const deleteVariable = (id: number) => api.delete(`/variable/${id}`);

export const issueValue = (deviceId: number, variableId: number, data: string) =>
  api.post<null>('/netty/issueInstructions', undefined, { data, deviceId, variableId });

const PORT_PATHS: Record<PortKind, (id: number) => [string, Record<string, number>?]> = {
  com: (id) => [`/com/findByDeviceId/${id}`],
  net: (id) => [`/netPort/getNetPortList/${id}`],
  wifi: (id) => ['/wifi', { deviceId: id }],
  lora: (id) => [`/lora/getByDeviceId/${id}`],
};

export function usePorts(kind: PortKind, deviceId: number) {
  return useQuery({
    queryKey: ['device', deviceId, 'ports', kind],
    queryFn: () => {
      const [path, query] = PORT_PATHS[kind](deviceId);
      return api.get<PortRecord[]>(path, query);
    },
  });
}

/** `POST /file/devicePictureOss/{deviceId}`: the device's picture; answers its address. */
export function uploadDevicePicture(deviceId: number, file: File, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadForm<string>(`/file/devicePictureOss/${deviceId}`, body, onProgress);
}

export const removeDevicePicture = (deviceId: number) => api.delete(`/file/devicePicture/${deviceId}`);
