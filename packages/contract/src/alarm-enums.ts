/** Alarm constants (spec 3, 4, 9): zod-free, so the console's chunks import them without zod. */

/** Alarm config `type`: 0 environment, 1 production safety, 2 threshold. */
export const AlarmType = { environment: 0, productionSafety: 1, threshold: 2 } as const;
export type AlarmType = (typeof AlarmType)[keyof typeof AlarmType];
export const ALARM_TYPES = [0, 1, 2] as const;

/** Alarm levels 1 to 4. */
export const ALARM_LEVELS = [1, 2, 3, 4] as const;
export type AlarmLevel = (typeof ALARM_LEVELS)[number];
/** The level a limit gets when the config names the limit but not its level. */
export const DEFAULT_LIMIT_LEVELS = { uupper: 1, upper: 2, lower: 3, llower: 4, switch: 1 } as const;

/** Which rule of a config raised a record: the four limits, or the switch edge. */
export const ALARM_LIMIT_KINDS = ['uupper', 'upper', 'lower', 'llower', 'switch'] as const;
export type AlarmLimitKind = (typeof ALARM_LIMIT_KINDS)[number];

/** `limitDataType`: 1 for switch values (edge rules), otherwise 0 (limit rules). */
export const LimitDataType = { limits: 0, switch: 1 } as const;
export type LimitDataType = (typeof LimitDataType)[keyof typeof LimitDataType];

/** `processState`: 0 unconfirmed (shown as unprocessed), 1 confirmed (self-recovered or by an operator). */
export const AlarmProcessState = { unconfirmed: 0, confirmed: 1 } as const;
export type AlarmProcessState = (typeof AlarmProcessState)[keyof typeof AlarmProcessState];

/** `param.type` of `POST /alarmRecord`: 0 current (still active) alarms, 1 all alarms. */
export const AlarmListType = { current: 0, all: 1 } as const;
export type AlarmListType = (typeof AlarmListType)[keyof typeof AlarmListType];

/** `param.timeType`: 0 today, 1 this week, 2 this month, 3 this quarter, -1 the custom range. */
export const AlarmTimeType = { today: 0, week: 1, month: 2, quarter: 3, custom: -1 } as const;
export type AlarmTimeType = (typeof AlarmTimeType)[keyof typeof AlarmTimeType];
export const ALARM_TIME_TYPES = [0, 1, 2, 3, -1] as const;

/** `varType` of configs and records: 0 custom data, 1 device variable (the pickers' varType_). */
export const AlarmVarType = { customData: 0, variable: 1 } as const;
export type AlarmVarType = (typeof AlarmVarType)[keyof typeof AlarmVarType];

export const DEFAULT_ALERT_COLOR_ID = 7;
/** The device model whose configs show and use the filtering fields (spec 4). */
export const FILTERING_DEVICE_MODEL = '20';
export const ALARM_FILTER_MAX_COUNT = 100;

export const ALARM_RECORD_PAGE_SIZE = 15;
export const ALARM_RECORD_SORT_FIELDS = [
  'alarmTime',
  'alarmLevel',
  'processTime',
  'processState',
  'deviceName',
  'variableName',
] as const;
export type AlarmRecordSortField = (typeof ALARM_RECORD_SORT_FIELDS)[number];

export const ALARM_FOLLOW_CONTENT_MAX = 1000;
/** Follow-up images: types checked from the bytes, size per file, files per upload call. */
export const ALARM_IMAGE_TYPES = ['png', 'jpeg', 'gif', 'webp'] as const;
export const ALARM_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const ALARM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ALARM_IMAGES_PER_UPLOAD = 9;
export const ALARM_REMINDERS_MAX = 200;
/** Repeated reminders of unconfirmed alarms: at most one a week apart; levels that get them. */
export const ALARM_REMIND_MINUTES_MAX = 7 * 1440;
export const REMINDED_LEVELS = [1, 2] as const;
/** Users `GET /alarmRecord/follow/users/{id}` offers at most. */
export const ALARM_REMINDER_CANDIDATES_MAX = 500;
