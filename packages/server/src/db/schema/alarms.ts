import type { ColumnType, Generated } from 'kysely';
import type { Ms, Flag } from './columns.js';

// Alarm rules, records, snapshots, follow-ups and mutes.

/** One per variable or custom data item (alarm-enums: types, levels, limitDataType). */
export interface AlarmConfigTable {
  id: Generated<number>;
  variableId: number | null;
  customDataId: number | null;
  dataType: string;
  limitDataType: number;
  type: number;
  enable: Flag;
  saveRecord: Flag;
  alertLevelColorId: number;
  alertDesc: string;
  deadBand: number | null;
  uupperLimit: number | null;
  uupperLevel: number | null;
  upperLimit: number | null;
  upperLevel: number | null;
  lowerLimit: number | null;
  lowerLevel: number | null;
  llowerLimit: number | null;
  llowerLevel: number | null;
  /** null, 1 (raise on 0 to 1) or 0 (raise on 1 to 0). */
  switchValue: number | null;
  switchLevel: number | null;
  filtering: number | null;
  filteringConfig: number | null;
  /** Minutes between repeated reminders of an unconfirmed level 1-2 alarm; null: none. */
  remindMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Ms;
  updatedAt: Ms;
}

/** Names are copied at raise time: a record keeps its history when the device or variable goes. */
export interface AlarmRecordTable {
  id: Generated<number>;
  configId: number | null;
  /** The config id while active, NULL once recovered (unique: one active record per config). */
  activeConfigId: number | null;
  companyId: number;
  deviceId: number | null;
  variableId: number | null;
  customDataId: number | null;
  varType: number;
  deviceName: string;
  identity: string;
  variableName: string;
  variableDesc: string;
  mouldItemDesc: string;
  alarmType: number;
  alertDesc: string;
  alertLevelColorId: number;
  limitKind: string;
  alarmLevel: number;
  currentValue: number | null;
  limitValue: number | null;
  alarmTime: Ms;
  processState: number;
  processTime: Ms | null;
  isSelfProcess: Flag;
  confirmUserId: number | null;
  recoverTime: Ms | null;
  isPush: Flag;
  isSuccess: Flag;
  /** The maintenance record open on the device at raise time (no notice went out); null otherwise. */
  suppressedBy: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AlarmSnapshotTable {
  id: Generated<number>;
  recordId: number;
  /** The variable id (the custom data id for a custom data alarm). */
  itemId: number;
  name: string;
  description: string;
  unit: string;
  numeric: number | null;
  value: string | null;
}

export interface AlarmFollowTable {
  id: Generated<number>;
  recordId: number;
  content: string;
  createUserId: number | null;
  createdAt: Ms;
}

export interface AlarmFollowImageTable {
  id: Generated<number>;
  followId: number;
  storedName: string;
  fileName: string;
  mime: string;
  size: number;
  createdAt: Ms;
}

export interface AlarmFollowItemTable {
  followId: number;
  userId: number;
}

export interface AlarmMuteTable {
  userId: number;
  deviceId: number;
  createdAt: Ms;
}
