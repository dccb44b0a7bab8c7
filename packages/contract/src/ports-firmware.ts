import { z } from 'zod';
import { Paging } from './envelope.js';
import { PORT_KINDS, type PortKind } from './device-enums.js';
import { flag, text, positiveInt, optionalFlag } from './device-fields.js';

/** Ports of a device and firmware versions. */

// ---- ports

export const PORT_SETTINGS = {
  com: z.object({
    baudRate: z.number().int().min(300).max(4_000_000).default(9600),
    dataBits: z.number().int().min(5).max(8).default(8),
    stopBits: z.union([z.literal(1), z.literal(1.5), z.literal(2)]).default(1),
    parity: z.enum(['none', 'even', 'odd', 'mark', 'space']).default('none'),
  }),
  net: z.object({
    ip: z.union([z.ipv4(), z.ipv6()]),
    port: z.number().int().min(1).max(65_535),
    protocol: z.enum(['tcp', 'udp', 'modbus-tcp', 'mqtt', 'http']).default('tcp'),
  }),
  wifi: z.object({
    ssid: z.string().min(1).max(32),
    security: z.enum(['open', 'wep', 'wpa', 'wpa2', 'wpa3']).default('wpa2'),
  }),
  lora: z.object({
    frequency: z.number().min(137).max(1020),
    spreadingFactor: z.number().int().min(6).max(12).default(7),
    bandwidth: z.union([z.literal(125), z.literal(250), z.literal(500)]).default(125),
  }),
} as const;
export type PortSettings = { [K in PortKind]: z.output<(typeof PORT_SETTINGS)[K]> };

const portName = z.string().trim().min(1).max(64);
export const PortCreate = z.object({
  deviceId: positiveInt,
  kind: z.enum(PORT_KINDS),
  name: portName,
  /** Checked against the settings of `kind`. */
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type PortCreate = z.output<typeof PortCreate>;
export const PortUpdate = z.object({
  id: positiveInt,
  name: portName.optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});
export type PortUpdate = z.output<typeof PortUpdate>;
export const DeviceIdQuery = z.object({ deviceId: z.coerce.number().int().positive() });

export interface PortRecord<K extends PortKind = PortKind> {
  id: number;
  deviceId: number;
  kind: K;
  name: string;
  settings: PortSettings[K];
  createTime: string;
}

// ---- firmware

export const FirmwarePageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(9999),
  param: z
    .object({ ispublish: optionalFlag, modelName: text(64).optional(), version: text(32).optional() })
    .default({}),
});
export type FirmwarePageQuery = z.output<typeof FirmwarePageQuery>;

const firmwareVersion = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z._+-]{1,32}$/, '1 to 32 of letters, digits and . _ + -');
export const FirmwareUploadFields = z.object({
  version: firmwareVersion,
  modelName: z.string().trim().min(1).max(64),
  publishContent: text(2000).default(''),
});
export type FirmwareUploadFields = z.output<typeof FirmwareUploadFields>;
export const FirmwareUpdate = z.object({
  id: positiveInt,
  ispublish: flag.optional(),
  publishContent: text(2000).optional(),
});
export type FirmwareUpdate = z.output<typeof FirmwareUpdate>;

export interface FirmwareRecord {
  id: number;
  version: string;
  modelName: string;
  publishContent: string;
  ispublish: 0 | 1;
  fileName: string;
  size: number;
  sha256: string;
  /** null: for every domain (made by a platform administrator). */
  domainId: number | null;
  createTime: string;
}
