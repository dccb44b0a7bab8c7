import type { MaintenanceRecordDetail, RecordHandleInput, RecordImage } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../api/client';

export const recordKey = (id: number) => ['maintenanceRecord', id] as const;

export function useMaintenanceRecord(id: number) {
  return useQuery({
    queryKey: recordKey(id),
    queryFn: () => api.get<MaintenanceRecordDetail>(`/mainRecord/${id}`),
    staleTime: 0,
  });
}

export const handleRecord = (id: number, body: RecordHandleInput) => api.post<null>(`/mainRecord/handle/${id}`, body);

export const confirmRecord = (id: number) => api.post<null>(`/mainRecord/confirm/${id}`);

export function uploadPictures(id: number, files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return request<RecordImage[]>('POST', `/mainRecord/upload/${id}`, { body });
}
