import type { CameraInput, CameraRecord, Page, ProviderAccount } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PageRequest, PageResult } from '../../ui/table-page/types';

export const fetchCameras = ({ pageNum, pageSize, param }: PageRequest): Promise<PageResult<CameraRecord>> =>
  api.post<Page<CameraRecord>>('/camera/list', { pageNum, pageSize, param });

export const createCamera = (body: CameraInput) => api.post<{ id: number }>('/camera', body);
export const updateCamera = (body: Partial<CameraInput> & { id: number }) => api.put('/camera', body);
export const deleteCamera = (id: number) => api.delete(`/camera/${id}`);

export function useProviderAccount() {
  return useQuery({
    queryKey: ['camera', 'providerAccount'],
    queryFn: () => api.get<ProviderAccount>('/camera/providerAccount'),
  });
}

export const saveProviderAccount = (body: { appKey: string; appSecret?: string }) =>
  api.put('/camera/providerAccount', body);
