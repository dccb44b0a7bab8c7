import { z } from 'zod';
import { Paging } from './envelope.js';
import {
  DEVICE_PAGE_SIZE,
  VARIABLE_PICKER_PAGE_SIZE,
  LIST_LIMIT,
  DATA_TYPES,
  PORT_KINDS,
  DEVICE_SORT_FIELDS,
  IDENTITY_PATTERN,
  VARIABLE_NAME_PATTERN,
  type DataType,
  type PortKind,
} from './device-enums.js';

/** Devices (gateways), archives, variables, slave stations, ports and firmware versions. */

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v): 0 | 1 => (v ? 1 : 0));
const text = (max: number) => z.string().trim().max(max);
const positiveInt = z.number().int().positive();
/** Empty strings and nulls of query strings and filter forms mean "no filter". */
const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blankAsUndefined, z.coerce.number().int().positive().optional());
const optionalFlag = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
);
/** Times in bodies: `yyyy-MM-dd HH:mm:ss` in the platform's time zone, or epoch ms. */
export const TimeInput = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'yyyy-MM-dd HH:mm:ss or ms'),
]);

/** Paging of list calls that the console calls without it: the first LIST_LIMIT rows. */
export const ListWindow = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(9_999_999).default(LIST_LIMIT),
});

// ---- devices

const deviceFields = {
  name: z.string().trim().min(1).max(64),
  identity: z.string().trim().regex(IDENTITY_PATTERN, '1 to 64 of A-Z a-z 0-9 _ . -'),
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

export interface DeviceMarker {
  id: number;
  identity: string;
  name: string;
  lat: number | null;
  lng: number | null;
  isonline: 0 | 1;
  configFlowUrl: string | null;
  configFlowId: number | null;
  cameraId: number | null;
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

// ---- variables

const varType1 = z.union([z.literal(0), z.literal(1), z.literal(3)]);
const variableFields = {
  name: z.string().trim().regex(VARIABLE_NAME_PATTERN, '1 to 64 of letters, digits, Chinese characters and _ . -'),
  unit: text(32),
  description: text(256),
  dataType: z.enum(DATA_TYPES),
  expression: text(500),
  decimalPlaces: z.number().int().min(0).max(10),
  varType_1: varType1,
  slaveId: positiveInt.nullable(),
};
export const VariableCreate = z.object({
  deviceId: positiveInt,
  name: variableFields.name,
  unit: variableFields.unit.default(''),
  description: variableFields.description.default(''),
  dataType: variableFields.dataType.default('float'),
  expression: variableFields.expression.default(''),
  decimalPlaces: variableFields.decimalPlaces.default(2),
  varType_1: variableFields.varType_1.default(0),
  slaveId: variableFields.slaveId.default(null),
});
export type VariableCreate = z.output<typeof VariableCreate>;
export const VariableUpdate = z.object(variableFields).partial().extend({ id: positiveInt });
export type VariableUpdate = z.output<typeof VariableUpdate>;

export const VarListQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(VARIABLE_PICKER_PAGE_SIZE),
  param: z
    .object({
      /** Contains, over name and description. */
      filter: text(64).optional(),
      name: text(64).optional(),
      deviceId: optionalId,
      /** -1 every variable of the device; 0 system, 1 external, 3 slave. */
      type: z.preprocess(
        blankAsUndefined,
        z.coerce
          .number()
          .pipe(z.union([z.literal(-1), varType1]))
          .optional(),
      ),
      slaveStationId: optionalId,
    })
    .default({}),
});
export type VarListQuery = z.output<typeof VarListQuery>;

export interface VariableRecord {
  id: number;
  varId: number;
  varName: string;
  name: string;
  unit: string;
  description: string;
  dataType: DataType;
  expression: string;
  decimalPlaces: number;
  /** 1 device variable (0 is custom data). */
  varType_: 1;
  varType_1: 0 | 1 | 3;
  slaveId: number | null;
  deviceId: number;
  deviceName: string;
  deviceNum: string;
  nowValue: string | number | null;
  createTime: string;
}

export interface VariableDetail extends VariableRecord {
  repertoryId: null;
}

export interface LiveValue {
  varId: number;
  name: string;
  unit: string;
  description: string;
  dataType: DataType;
  decimalPlaces: number;
  nowValue: string | number | null;
  /** Epoch ms of the value, and the same as `yyyy-MM-dd HH:mm:ss`. */
  ts: number | null;
  time: string | null;
}

// ---- slave stations

export const SlaveStationQuery = z.object({
  /** What typeId names: the device, or one of its ports. */
  type: z.preprocess(blankAsUndefined, z.enum(['device', ...PORT_KINDS]).default('device')),
  typeId: z.coerce.number().int().positive(),
  protocol: text(32).optional(),
});
export type SlaveStationQuery = z.output<typeof SlaveStationQuery>;

const slaveFields = {
  name: z.string().trim().min(1).max(64),
  slaveAddress: z.number().int().min(0).max(255),
  protocol: z.string().trim().min(1).max(32),
  portType: z.enum(PORT_KINDS),
  portId: positiveInt.nullable(),
};
export const SlaveStationCreate = z.object({
  deviceId: positiveInt,
  name: slaveFields.name,
  slaveAddress: slaveFields.slaveAddress,
  protocol: slaveFields.protocol.default('modbus-rtu'),
  portType: slaveFields.portType.default('com'),
  portId: slaveFields.portId.default(null),
});
export type SlaveStationCreate = z.output<typeof SlaveStationCreate>;
export const SlaveStationUpdate = z.object(slaveFields).partial().extend({ id: positiveInt });
export type SlaveStationUpdate = z.output<typeof SlaveStationUpdate>;

export interface SlaveStationRecord {
  id: number;
  deviceId: number;
  name: string;
  slaveAddress: number;
  protocol: string;
  portType: PortKind;
  portId: number | null;
  createTime: string;
}

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
