import type { AddressNode, DeviceMarker, MapPosition } from '@iot/contract';
import { LIST_LIMIT } from '@iot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/** `GET /device/getAddressDeviceList`: province → city → county → device. */
export function useAddressTree() {
  return useQuery({
    queryKey: ['deviceMap', 'addressTree'],
    queryFn: () => api.get<AddressNode[]>('/device/getAddressDeviceList', { pageSize: LIST_LIMIT }),
  });
}

/** Every gateway of the caller with its position, state, flow chart and camera (at most LIST_LIMIT). */
export function useDeviceMarkers() {
  return useQuery({
    queryKey: ['deviceMap', 'markers'],
    queryFn: () => api.get<DeviceMarker[]>('/device/getDeviceCurrentUser', { pageSize: LIST_LIMIT }),
  });
}

const POSITION_KEY = ['deviceMap', 'position'];

export function useMapPosition() {
  return useQuery({
    queryKey: POSITION_KEY,
    queryFn: () => api.get<MapPosition | null>('/util/mapPosition', undefined, true),
  });
}

export function useSaveMapPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: MapPosition) => api.put<null>('/util/mapPosition', position),
    onSuccess: (_, position) => queryClient.setQueryData(POSITION_KEY, position),
  });
}
