import type { CameraRecord, LiveAddress, Page, StreamProtocol } from '@iot/contract';
import { CameraType } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../api/client';

/** A camera's playable address; silent: the player shows the server's reason itself. */
export const fetchLiveAddress = (cameraId: number, protocol: StreamProtocol = 'hls') =>
  request<LiveAddress[]>('GET', `/camera/getLiveAddress/${cameraId}`, { query: { protocol }, silent: true }).then(
    ([address]) => {
      if (!address) throw new Error('no address');
      return address;
    },
  );

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
