import { z } from 'zod';
import { Paging } from './envelope.js';
import { DEVICE_PAGE_SIZE, DEVICE_SORT_FIELDS, IDENTITY_PATTERN } from './device-enums.js';
import { RESERVED_IDENTITIES } from './live.js';
import { bi } from './messages.js';
import { flag, text, positiveInt, optionalId, optionalFlag, TimeInput, ListWindow } from './device-fields.js';

/** Devices (gateways) and device archives. */

// ---- devices

const deviceFields = {
  name: z.string().trim().min(1).max(64),
  identity: z
    .string()
    .trim()
    .regex(IDENTITY_PATTERN, '1 to 64 of A-Z a-z 0-9 _ . -')
    .refine(
      (identity) => !RESERVED_IDENTITIES.includes(identity),
      bi('是实时主题的保留字', "reserved by the platform's live topics"),
    ),
  modelName: text(64),
  networkWay: text(32),
  scanCycle: z.number().int().min(1).max(86_400),
  enabled: flag,
  enableDays: z.number().int().min(1).max(36_500).nullable(),
  iccid: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{0,32}$/, 'letters and digits, up to 32'),
  leftFlow: z.number().min(0).max(1e12).nullable(),
  packageTime: TimeInput.nullable(),
  logicEnable: flag,
  autoRegister: flag,
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  desc: text(500),
  companyId: positiveInt,
  ownerId: positiveInt.nullable(),
  province: text(64).nullable(),
  city: text(64).nullable(),
  county: text(64).nullable(),
  address: text(256).nullable(),
};

export const DeviceCreate = z.object({
  ...deviceFields,
  modelName: deviceFields.modelName.default(''),
  networkWay: deviceFields.networkWay.default(''),
  scanCycle: deviceFields.scanCycle.default(60),
  enabled: deviceFields.enabled.default(1),
  enableDays: deviceFields.enableDays.default(null),
  iccid: deviceFields.iccid.default(''),
  leftFlow: deviceFields.leftFlow.default(null),
  packageTime: deviceFields.packageTime.default(null),
  logicEnable: deviceFields.logicEnable.default(0),
  autoRegister: deviceFields.autoRegister.default(1),
  lat: deviceFields.lat.default(null),
  lng: deviceFields.lng.default(null),
  desc: deviceFields.desc.default(''),
  companyId: deviceFields.companyId.optional(),
  ownerId: deviceFields.ownerId.optional(),
  province: deviceFields.province.optional(),
  city: deviceFields.city.optional(),
  county: deviceFields.county.optional(),
  address: deviceFields.address.optional(),
});
export type DeviceCreate = z.output<typeof DeviceCreate>;

/** Moving a device to another company is `/device/transfer`, so no companyId here. */
const { companyId: _companyId, ...updatable } = deviceFields;
export const DeviceUpdate = z.object(updatable).partial().extend({ id: positiveInt });
export type DeviceUpdate = z.output<typeof DeviceUpdate>;

export const DeviceFilter = z.object({
  name: text(64).optional(),
  identity: text(64).optional(),
  modelName: text(64).optional(),
  isonline: optionalFlag,
  companyId: optionalId,
});
export type DeviceFilter = z.output<typeof DeviceFilter>;

const sortField = z.enum(DEVICE_SORT_FIELDS);
export const DevicePageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(DEVICE_PAGE_SIZE),
  sortFields: z.union([sortField, z.array(sortField).max(4)]).optional(),
  isAscendingOrder: z.boolean().default(true),
  param: DeviceFilter.default({}),
});
export type DevicePageQuery = z.output<typeof DevicePageQuery>;

export const DeviceListQuery = DeviceFilter.extend(ListWindow.shape);
export type DeviceListQuery = z.output<typeof DeviceListQuery>;

export const DevicesListThreeQuery = ListWindow.extend({ hasDevice: optionalFlag, name: text(64).optional() });
export type DevicesListThreeQuery = z.output<typeof DevicesListThreeQuery>;

export const BindConfigFlowQuery = z.object({
  configFlowId: optionalId,
  url: z
    .string()
    .trim()
    .max(512)
    .regex(/^(\/|https?:\/\/)/, 'a path starting with / or an http(s) address')
    .optional(),
});

export type BindConfigFlowQuery = z.output<typeof BindConfigFlowQuery>;

export const DeviceTransfer = z.object({ id: positiveInt, companyId: positiveInt });
export type DeviceTransfer = z.output<typeof DeviceTransfer>;

export const ExpirationPageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(DEVICE_PAGE_SIZE),
  param: z
    .object({
      name: text(64).optional(),
      identity: text(64).optional(),
      /** expired; expiring within `withinDays`; valid (not expired, or no expiry); all. */
      status: z.enum(['all', 'expired', 'expiring', 'valid']).default('all'),
      withinDays: z.coerce.number().int().min(1).max(3650).default(30),
    })
    .default({ status: 'all', withinDays: 30 }),
});
export type ExpirationPageQuery = z.output<typeof ExpirationPageQuery>;

export const ExpirationUpdate = z.object({
  id: positiveInt,
  enableDays: deviceFields.enableDays,
  packageTime: deviceFields.packageTime,
});
export type ExpirationUpdate = z.output<typeof ExpirationUpdate>;

export interface DeviceRecord {
  id: number;
  name: string;
  identity: string;
  modelName: string;
  isonline: 0 | 1;
  networkWay: string;
  variableNum: number;
  scanCycle: number;
  enabled: 0 | 1;
  enableDays: number | null;
  iccid: string;
  leftFlow: number | null;
  packageTime: string | null;
  companyId: number;
  companyName: string;
  ownerId: number | null;
  ownerName: string | null;
  logicEnable: 0 | 1;
  autoRegister: 0 | 1;
  lat: number | null;
  lng: number | null;
  desc: string;
  configFlowId: number | null;
  configFlowUrl: string | null;
  province: string | null;
  city: string | null;
  county: string | null;
  address: string | null;
  lastSeenTime: string | null;
  createTime: string;
  /** 1 hardware (the pickers' device type marker). */
  devType_: 1;
}

/** `GET /device/{id}`: the record with the device's picture and its first camera. */
export interface DeviceDetail extends DeviceRecord {
  /** A signed address of the device's picture, valid for a few hours; null without one. */
  pictureUrl: string | null;
  cameraId: number | null;
}

export interface DeviceMarker {
  id: number;
  identity: string;
  name: string;
  lat: number | null;
  lng: number | null;
  isonline: 0 | 1;
  configFlowUrl: string | null;
  configFlowId: number | null;
  /** The first camera bound to the device (directly or through an archive): the popup's "view camera". */
  cameraId: number | null;
  /** A signed address of the device's picture (valid for a few hours); null without one. */
  pictureUrl: string | null;
}

export interface AddressNode {
  name: string;
  lat: number | null;
  lng: number | null;
  level: 'province' | 'city' | 'county' | 'device';
  children: AddressNode[];
  /** Device nodes only. */
  id?: number;
  identity?: string;
  isonline?: 0 | 1;
}

export interface ExpirationRecord {
  id: number;
  name: string;
  identity: string;
  companyName: string;
  enableDays: number | null;
  packageTime: string | null;
  expireTime: string | null;
  /** Whole days until expiry, negative once past; null without an expiry. */
  daysLeft: number | null;
  expired: boolean;
}

// ---- archives

const MouldItem = z.object({
  name: z.string().trim().min(1).max(64),
  description: text(256).default(''),
  variableId: positiveInt.nullable().default(null),
  unit: text(32).default(''),
});

const archiveFields = {
  name: z.string().trim().min(1).max(64),
  nameplate: text(64),
  fixedAssetsNo: text(64),
  description: text(500),
  deviceId: positiveInt.nullable(),
  mouldItems: z.array(MouldItem).max(500),
};
export const ArchiveCreate = z.object({
  name: archiveFields.name,
  nameplate: archiveFields.nameplate.default(''),
  fixedAssetsNo: archiveFields.fixedAssetsNo.default(''),
  description: archiveFields.description.default(''),
  deviceId: archiveFields.deviceId.default(null),
  mouldItems: archiveFields.mouldItems.default([]),
  companyId: positiveInt.optional(),
});
export type ArchiveCreate = z.output<typeof ArchiveCreate>;
export const ArchiveUpdate = z.object(archiveFields).partial().extend({ id: positiveInt });
export type ArchiveUpdate = z.output<typeof ArchiveUpdate>;

export interface MouldItemRecord {
  id: number;
  name: string;
  description: string;
  variableId: number | null;
  /** The variable id under the picker's name for it; null when the item has no variable. */
  varId: number | null;
  unit: string;
}

export interface ArchiveRecord {
  id: number;
  name: string;
  nameplate: string;
  fixedAssetsNo: string;
  description: string;
  companyId: number;
  companyName: string;
  deviceId: number | null;
  device: { id: number; name: string; identity: string } | null;
  createTime: string;
  /** The user who created it; null for archives made before shares, and once that user is deleted. */
  createdBy: number | null;
  /** The caller may share it: its creator, or a holder of `deviceInfo:update`. */
  canShare: boolean;
  /** 2 archive (the pickers' device type marker). */
  devType_: 2;
}

export interface ArchiveDetail extends ArchiveRecord {
  mouldItems: MouldItemRecord[];
}
