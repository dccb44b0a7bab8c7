import type { DeviceSettings } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../api/client';

/** Fields of `PUT /device/settings`; null returns an override to the platform default. */
export type DeviceSettingsFields = Pick<
  DeviceSettings,
  'autoRegister' | 'logicEnable' | 'scanCycle' | 'rateLimit' | 'commandTimeoutSec' | 'offlineTimeoutSec'
>;

export const deviceSettingsKey = (id: number) => ['device', id, 'settings'] as const;

export function useDeviceSettings(id: number | undefined) {
  return useQuery({
    queryKey: deviceSettingsKey(id ?? 0),
    queryFn: () => api.get<DeviceSettings>(`/device/settings/${id}`),
    enabled: id !== undefined,
  });
}

/** Silent: the page puts the server's reason on the field it names. */
export const saveDeviceSettings = (body: DeviceSettingsFields & { id: number }) =>
  request<DeviceSettings>('PUT', '/device/settings', { body, silent: true });
