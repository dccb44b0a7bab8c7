/** Devices' constants and patterns: zod-free, so the console's chunks import them without zod. */
export const DEVICE_PAGE_SIZE = 30;
export const VARIABLE_PICKER_PAGE_SIZE = 30;
/** Rows a list call without paging answers at most (it may ask for more pages). */
export const LIST_LIMIT = 10_000;
/** A device's variables are limited so that auto-registration cannot grow without bound. */
export const MAX_VARIABLES_PER_DEVICE = 10_000;
export const FIRMWARE_MAX_BYTES = 64 * 1024 * 1024;
export const DAY_MS = 86_400_000;

export const DATA_TYPES = ['int', 'float', 'double', 'bool', 'switch_value', 'string', 'bytes'] as const;
export type DataType = (typeof DATA_TYPES)[number];
/** varType_1: 0 system, 1 external (published by the gateway), 3 slave (read from a slave station). */
export const VarType1 = { system: 0, external: 1, slave: 3 } as const;
export const PORT_KINDS = ['com', 'net', 'wifi', 'lora'] as const;
export type PortKind = (typeof PORT_KINDS)[number];
export const DEVICE_SORT_FIELDS = ['name', 'identity', 'createTime', 'isonline'] as const;

/** The MQTT client id: also a topic level, so no '/', '+' or '#'. */
export const IDENTITY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
/** Gateways publish variable names as JSON keys and they appear in topics. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z0-9_.\-\u4e00-\u9fa5]{1,64}$/;
