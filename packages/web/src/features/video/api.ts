import type { CameraRecord, Page } from '@iot/contract';
import { CameraType } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export function useCameras() {
  return useQuery({ queryKey: ['cameras', 'all'], queryFn: () => api.get<CameraRecord[]>('/camera/getCameraList') });
}

/** Every local video of the caller's companies (the grid page). */
export function useLocalVideos() {
  return useQuery({
    queryKey: ['cameras', 'local'],
    queryFn: () => api.post<Page<CameraRecord>>('/camera/list', { type: CameraType.local, pageNum: 1, pageSize: 100 }),
  });
}
