import type { Generated } from 'kysely';
import type { Ms, Flag } from './columns.js';

// Gateways, their variables, archives, firmware and custom data.

export interface DeviceTable {
  id: Generated<number>;
  companyId: number;
  ownerId: number | null;
  name: string;
  identity: string;
  modelName: string;
  isonline: Flag;
  networkWay: string;
  scanCycle: number;
  enabled: Flag;
  enableDays: number | null;
  iccid: string;
  leftFlow: number | null;
  packageTime: Ms | null;
  /** packageTime (or createdAt) plus enableDays; null: never expires. */
  expiresAt: Ms | null;
  logicEnable: Flag;
  autoRegister: Flag;
  lat: number | null;
  lng: number | null;
  description: string;
  configFlowId: number | null;
  configFlowUrl: string | null;
  province: string | null;
  city: string | null;
  county: string | null;
  address: string | null;
  /** sha256 (hex) of the device secret. */
  secretHash: string;
  lastSeenAt: Ms | null;
  createdAt: Ms;
  /** Values a second it may ingest; null: IOT_INGEST_DEVICE_RATE. */
  rateLimit: number | null;
  /** Seconds a remote write waits for its ack; null: IOT_COMMAND_TIMEOUT_MS. */
  commandTimeoutSec: number | null;
  /** Seconds of silence before it is marked offline; 0 or null: only its MQTT connection decides. */
  offlineTimeoutSec: number | null;
  /** Its variables, kept by triggers on the variables table (migration 0046). */
  variableCount: Generated<number>;
}

export interface DevicePortTable {
  id: Generated<number>;
  deviceId: number;
  kind: string;
  name: string;
  /** JSON of the kind's settings. */
  settings: string;
  createdAt: Ms;
}

export interface SlaveStationTable {
  id: Generated<number>;
  deviceId: number;
  name: string;
  slaveAddress: number;
  protocol: string;
  portType: string;
  portId: number | null;
  createdAt: Ms;
}

export interface VariableTable {
  id: Generated<number>;
  deviceId: number;
  name: string;
  unit: string;
  description: string;
  dataType: string;
  expression: string;
  decimalPlaces: number;
  /** The API's varType_1 (0 system, 1 external, 3 slave). */
  varType1: number;
  slaveId: number | null;
  createdAt: Ms;
}

export interface LatestValueTable {
  variableId: number;
  value: string | null;
  numeric: number | null;
  ts: Ms;
}

export interface DeviceArchiveTable {
  id: Generated<number>;
  companyId: number;
  deviceId: number | null;
  name: string;
  nameplate: string;
  fixedAssetsNo: string;
  description: string;
  createdAt: Ms;
  /** The user who created it (null before shares existed, or once deleted). */
  createdBy: number | null;
}

export interface ArchiveMouldItemTable {
  id: Generated<number>;
  archiveId: number;
  name: string;
  description: string;
  variableId: number | null;
  unit: string;
  sort: number;
}

export interface FirmwareVersionTable {
  id: Generated<number>;
  /** null: for every domain. */
  domainId: number | null;
  version: string;
  modelName: string;
  publishContent: string;
  ispublish: Flag;
  fileName: string;
  size: number;
  sha256: string;
  storedName: string;
  createdAt: Ms;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface CustomRepertoryTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  parentId: number | null;
  createdAt: Ms;
}

export interface CustomDataTable {
  id: Generated<number>;
  companyId: number;
  repertoryId: number;
  name: string;
  /** CustomDataType of the contract (0 function ... 6 random). */
  type: number;
  description: string;
  unit: string;
  decimalPlaces: number;
  /** JSON of the type's config. */
  config: string;
  /** A constant's value (type 4); null for the others. */
  value: number | null;
  createdAt: Ms;
}
