import { z } from 'zod';
import { TimeInput } from './device-fields.js';

/** History of one variable or custom data item (`POST /influxDevice/getDevicePointValue`). */
export const POINT_VALUE_MAX_POINTS = 500;
export const POINT_VALUE_MIN_POINTS = 2;

export const DevicePointValueQuery = z.object({
  /** The variable name; the custom data id when type is 1. */
  code: z.coerce.string().trim().min(1, 'required').max(64),
  /** The device identity (type 0). */
  deviceNum: z.string().trim().max(64).default(''),
  /** The interval in hours: 0.018 is one minute, 0.05 three minutes. */
  spaceNumber: z.coerce.number().positive(),
  starttime: TimeInput,
  endtime: TimeInput,
  /** 0 a device variable, 1 a custom data item. */
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
});
export type DevicePointValueQuery = z.infer<typeof DevicePointValueQuery>;

export interface DevicePointValue {
  /** Bucket start, `yyyy-MM-dd HH:mm:ss` in the platform's time zone. */
  time: string;
  /** Average (last for switches) of the bucket; null when nothing was stored in it. */
  value: number | null;
}
