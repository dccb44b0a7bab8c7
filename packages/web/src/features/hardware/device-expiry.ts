import type { DeviceRecord } from '@iot/contract';
import { DAY_MS } from '@iot/contract';
import { formatDate } from '../../i18n/format-date';

/** When a device's package runs out: its start (package time, else creation) plus the valid days. */
export function deviceExpiry(device: Pick<DeviceRecord, 'enableDays' | 'packageTime' | 'createTime'>): string | null {
  if (device.enableDays === null) return null;
  const start = new Date((device.packageTime ?? device.createTime).replace(' ', 'T')).getTime();
  if (Number.isNaN(start)) return null;
  return formatDate(start + device.enableDays * DAY_MS, 'YYYY-MM-DD');
}
