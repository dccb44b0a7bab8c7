import { z } from 'zod';
import { Id, Paging } from './envelope.js';
import { TimeInput } from './device-fields.js';
import {
  ALARM_FILTER_MAX_COUNT,
  ALARM_TYPES,
  ALARM_FOLLOW_CONTENT_MAX,
  ALARM_RECORD_PAGE_SIZE,
  ALARM_RECORD_SORT_FIELDS,
  ALARM_TIME_TYPES,
  ALARM_REMINDERS_MAX,
  ALARM_REMIND_MINUTES_MAX,
  DEFAULT_ALERT_COLOR_ID,
  type AlarmLevel,
  type AlarmLimitKind,
  type AlarmProcessState,
  type AlarmType,
  type AlarmVarType,
  type LimitDataType,
} from './alarm-enums.js';

/** Alarm configs (`/alertConfig`), records, snapshots, follow-ups and mutes (`/alarmRecord`). */

const id = z.number().int().positive();
/** Switches of the config dialog: true/false or 1/0, stored as 1/0. */
const onOff = z.preprocess((v) => (typeof v === 'boolean' ? Number(v) : v), z.literal([0, 1]));
/** Filter fields of a query form: '' and null mean "no filter"; numbers may come as text. */
const unset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const oneOf = <const V extends readonly number[]>(...values: V) => z.coerce.number().pipe(z.literal(values));
const level = z.number().int().min(1).max(4);
/** Limit inputs are numeric (spec 5); null or absent means the limit is not set. */
const limit = z.number().finite().nullable().default(null);
const levelField = level.nullable().default(null);

const configFields = {
  variableId: id.nullable().default(null),
  customDataId: id.nullable().default(null),
  /** Filled in by the server from the variable or custom data item; the body may send anything. */
  deviceId: id.nullable().optional(),
  dataType: z.string().max(32).optional(),
  /** 1 for switch values, otherwise 0: set by the server from the variable's data type. */
  limitDataType: z.literal([0, 1]).optional(),
  type: z.literal(ALARM_TYPES).default(0),
  enable: onOff.default(1),
  saveRecord: onOff.default(1),
  alertLevelColorId: z.number().int().min(0).max(99).default(DEFAULT_ALERT_COLOR_ID),
  alertDesc: z.string().trim().max(255).default(''),
  /** Hysteresis on the way back: a limit is left only once the value is past it by more than this. */
  deadBand: z.number().finite().min(0).nullable().default(null),
  uupperLimit: limit,
  uupperLevel: levelField,
  upperLimit: limit,
  upperLevel: levelField,
  lowerLimit: limit,
  lowerLevel: levelField,
  llowerLimit: limit,
  llowerLevel: levelField,
  /** Switch rules: true raises on 0 to 1, false on 1 to 0. */
  switchValue: z.boolean().nullable().default(null),
  switchLevel: levelField,
  /** Spike filter (device model 20): a jump of more than this percent must be confirmed... */
  filtering: z.number().finite().min(0).max(100_000).nullable().default(null),
  /** ...by this many consecutive values before it counts. */
  filteringConfig: z.number().int().min(1).max(ALARM_FILTER_MAX_COUNT).nullable().default(null),
  /** An unconfirmed alarm of level 1 or 2 reminds its receivers again every this many minutes; null: never. */
  remindMinutes: z.number().int().min(1).max(ALARM_REMIND_MINUTES_MAX).nullable().default(null),
};

/** `POST /alertConfig` (no id) and `PUT /alertConfig` (with id): the whole config. */
export const AlarmConfigBody = z.object({ id: id.optional(), ...configFields });
export type AlarmConfigBody = z.output<typeof AlarmConfigBody>;
export type AlarmConfigInput = z.input<typeof AlarmConfigBody>;

/** `GET /alertConfig/detail/{varId}?varType=`: varType 1 (default) a variable id, 0 a custom data id. */
export const AlarmConfigDetailQuery = z.object({
  varType: unset(oneOf(0, 1)).transform((v) => v ?? 1),
});
export type AlarmConfigDetailQuery = z.output<typeof AlarmConfigDetailQuery>;

/** A stored config as `GET /alertConfig/detail/{varId}` answers it (data is null when none exists). */
export interface AlarmConfig {
  id: number;
  variableId: number | null;
  deviceId: number | null;
  customDataId: number | null;
  dataType: string;
  limitDataType: LimitDataType;
  type: AlarmType;
  enable: 0 | 1;
  saveRecord: 0 | 1;
  alertLevelColorId: number;
  alertDesc: string;
  deadBand: number | null;
  uupperLimit: number | null;
  uupperLevel: AlarmLevel | null;
  upperLimit: number | null;
  upperLevel: AlarmLevel | null;
  lowerLimit: number | null;
  lowerLevel: AlarmLevel | null;
  llowerLimit: number | null;
  llowerLevel: AlarmLevel | null;
  switchValue: boolean | null;
  switchLevel: AlarmLevel | null;
  filtering: number | null;
  filteringConfig: number | null;
  remindMinutes: number | null;
  createTime: string;
  updateTime: string;
}

// ---- records

const sortField = z.enum(ALARM_RECORD_SORT_FIELDS);
/** One level or a list of them. */
const levelList = unset(z.preprocess((v) => (typeof v === 'number' ? [v] : v), z.array(level).max(4)));

export const AlarmRecordFilter = z.object({
  /** 0 custom data alarms, 1 device variable alarms; absent means both. */
  varType: unset(oneOf(0, 1)),
  /** 0 current alarms (still active), 1 all alarms. */
  type: unset(oneOf(0, 1)).transform((v) => v ?? 1),
  alarmLevels: levelList,
  /** 0 today, 1 this week, 2 this month, 3 this quarter, -1 startTime..endTime; absent means any time. */
  timeType: unset(oneOf(...ALARM_TIME_TYPES)),
  isPush: unset(oneOf(0, 1)),
  isSelfProcess: unset(oneOf(0, 1)),
  processState: unset(oneOf(0, 1)),
  startTime: unset(TimeInput),
  endTime: unset(TimeInput),
  deviceIds: unset(z.array(id).max(1000)),
  customDataIds: unset(z.array(id).max(1000)),
  /** Contains, over the variable (or custom data) name and description. */
  variableName: unset(z.string().trim().max(64)),
});
export type AlarmRecordFilter = z.output<typeof AlarmRecordFilter>;

/** `POST /alarmRecord`. Without sortFields the newest alarm comes first. */
export const AlarmRecordQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(ALARM_RECORD_PAGE_SIZE),
  sortFields: z.union([sortField, z.array(sortField).max(4)]).optional(),
  isAscendingOrder: z.boolean().default(false),
  param: AlarmRecordFilter.default({ type: 1 }),
});
export type AlarmRecordQuery = z.output<typeof AlarmRecordQuery>;

/** A row of `POST /alarmRecord` (times are `yyyy-MM-dd HH:mm:ss` in the platform's time zone). */
export interface AlarmRecordRow {
  id: number;
  alarmTime: string;
  variableName: string;
  variableDesc: string;
  /** The description of the archive mould item bound to the variable, '' when none. */
  mouldItemDesc: string;
  deviceName: string;
  identity: string;
  /** The config's type: 0 environment, 1 production safety, 2 threshold. */
  alarmType: AlarmType;
  alertDesc: string;
  currentValue: number | null;
  limitValue: number | null;
  alarmLevel: AlarmLevel;
  processTime: string | null;
  processState: AlarmProcessState;
  /** 1 self-recovered, 0 confirmed by an operator (meaningful once processState is 1). */
  isSelfProcess: 0 | 1;
  isPush: 0 | 1;
  isSuccess: 0 | 1;
  deviceId: number | null;
  variableId: number | null;
  customDataId: number | null;
  varType: AlarmVarType;
  alertLevelColorId: number;
  /** Which rule raised it (the limit it crossed last, or the switch edge). */
  limitKind: AlarmLimitKind;
  /** 1 while the condition lasts: the one active record of its config. */
  active: 0 | 1;
  /** When the value came back inside the limits; null while active. */
  recoverTime: string | null;
  /** Who confirmed it by hand; null for a self-recovered or unconfirmed record. */
  confirmUserName: string | null;
  /** The maintenance record that was open on the device when it was raised: no notice went out. */
  suppressedBy: number | null;
}

/** `GET /alarmRecord/snapshot/{id}`: the device's variables at the alarm time. */
export interface AlarmSnapshotItem {
  id: number;
  value: number | string | null;
  variable: { name: string; desc: string; unit: string };
}

// ---- follow-ups

export const AlarmFollowCreate = z.object({
  recordId: id,
  content: z.string().trim().min(1, 'required').max(ALARM_FOLLOW_CONTENT_MAX),
  /** Reminder user ids; saved with the follow (the same as a later follow/item/create). */
  list: z.array(id).max(ALARM_REMINDERS_MAX).default([]),
  /** Sent back by the console's form; images come through follow/upload and users through item/create. */
  images: z.unknown().optional(),
  items: z.unknown().optional(),
});
export type AlarmFollowCreate = z.output<typeof AlarmFollowCreate>;

/** `POST /alarmRecord/follow/item/create`: each follow named gets exactly the users listed for it. */
export const AlarmFollowItemCreate = z.array(z.object({ userId: id, followId: id })).max(ALARM_REMINDERS_MAX);
export type AlarmFollowItemCreate = z.output<typeof AlarmFollowItemCreate>;

export interface AlarmFollowImage {
  id: number;
  /**
   * `/admin/api/alarmRecord/follow/image/{id}?exp=..&sig=..`: signed for the caller who listed it, so it
   * works as an `<img src>` without a header; it expires after some hours (list the follows again).
   */
  url: string;
  fileName: string;
}

export interface AlarmFollowRecord {
  id: number;
  recordId: number;
  content: string;
  /** Reminder user ids. */
  list: number[];
  images: AlarmFollowImage[];
  items: { id: number; userName: string }[];
  createUserName: string;
  createTime: string;
}

/** A user a follow-up may remind (`GET /alarmRecord/follow/users/{alarmRecordId}`). */
export interface AlarmReminderCandidate {
  id: number;
  userName: string;
}

// ---- mutes and live notices

/** `POST /alarmRecord/mute`: mute (or unmute) the alarm notices of one device for the caller. */
export const AlarmMuteBody = z.object({ deviceId: id, muted: z.boolean() });
export type AlarmMuteBody = z.output<typeof AlarmMuteBody>;

export interface AlarmMute {
  deviceId: number;
  deviceName: string;
  identity: string;
}

// ---- path and query parameters

export const AlarmConfigDetailParams = z.object({ varId: Id });
export const AlarmRecordIdParam = z.object({ alarmRecordId: Id });
export const AlarmFollowIdParam = z.object({ followId: Id });
/** The signature of a follow-up image address. */
export const AlarmImageQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(128),
});
