import { z } from 'zod';

/**
 * What the platform sends browsers over MQTT (docs/protocol.md, "Platform to browsers"): the one home of
 * these topics and payloads, for the server that publishes them and the console that subscribes.
 */

/** Custom data has no device: its values travel as the pseudo device `customdata`, code = its id. */
export const CUSTOM_DATA_DEVICE = 'customdata';
/** The second level of `device/status/{identity}` (a gateway's connection). */
const ONLINE_LEVEL = 'status';

/** Identities no device may take: they are levels of the live topics, not devices. */
export const RESERVED_IDENTITIES: readonly string[] = [ONLINE_LEVEL, CUSTOM_DATA_DEVICE];

/**
 * A browser's MQTT client id, `web_{userId}_{suffix}`: browsers have this space of their own, so that
 * no user's connection can take a gateway's client id (and with it the gateway's session).
 */
export const browserClientId = (userId: number, suffix: string) => `web_${userId}_${suffix}`;
/** `web_{userId}_{suffix}` with a suffix of 1 to 32 letters and digits; the first group is the user id. */
export const BROWSER_CLIENT_ID = /^web_([1-9]\d{0,15})_[A-Za-z0-9]{1,32}$/;

/** Kinds of notice, the third level of `message/{userId}/{kind}/{recordId}`. */
export const NOTICE_KINDS = ['alarm', 'maintenance', 'trigger'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const liveTopics = {
  /** A variable's value: `device/{identity}/{variable}`. */
  value: (identity: string, variable: string) => `device/${identity}/${variable}`,
  /** A custom data item's value: `device/customdata/{id}`. */
  customData: (id: number | string) => `device/${CUSTOM_DATA_DEVICE}/${id}`,
  /** A gateway's connection: `device/status/{identity}`. */
  online: (identity: string) => `device/${ONLINE_LEVEL}/${identity}`,
  /** A gateway's run status: `device/{identity}/Status`. */
  runStatus: (identity: string) => `device/${identity}/Status`,
  /** One notice to one user: `message/{userId}/{kind}/{recordId}`. */
  notice: (userId: number, kind: NoticeKind, recordId: number) => `message/${userId}/${kind}/${recordId}`,
  /** Every live topic of a device (values and run status): `device/{identity}/#`. */
  device: (identity: string) => `device/${identity}/#`,
  /** Every notice of a kind to one user. */
  notices: (userId: number, kind: NoticeKind) => `message/${userId}/${kind}/#`,
};

/** `device/{identity}/{variable}`, `device/customdata/{id}` and `device/{identity}/Status`. */
export interface LiveMessage {
  deviceNum: string;
  code: string;
  value: number | string | null;
  status?: number;
  /** Epoch ms of the value (the gateway's timestamp when it sent one). */
  time: number;
}

/** `device/status/{identity}`. */
export interface LiveOnline {
  deviceNum: string;
  online: boolean;
  time: number;
}

/** `message/{userId}/alarm/{alarmRecordId}`. */
export const AlarmNotice = z.object({
  deviceName: z.string(),
  alarmDesc: z.string(),
  variableDesc: z.string(),
  alarmValue: z.union([z.number(), z.string(), z.null()]),
  /** `yyyy-MM-dd HH:mm:ss` in the platform's time zone. */
  alarmDate: z.string(),
  alarmRecordId: z.number().int().positive(),
});
export type AlarmNotice = z.infer<typeof AlarmNotice>;

/** `message/{userId}/maintenance/{mainRecordId}`. */
export const MaintenanceNotice = z.object({
  planName: z.string(),
  /** `yyyy-MM-dd HH:mm:ss` in the platform's time zone. */
  executeTime: z.string(),
  mainRecordId: z.number().int().positive(),
});
export type MaintenanceNotice = z.infer<typeof MaintenanceNotice>;
