import { z } from 'zod';
import type { DeviceMarker } from './devices.js';
import { positiveInt } from './device-fields.js';
import type { PlanColourCode, RecordState } from './maintenance-enums.js';
import { bi } from './messages.js';

/**
 * The visual monitoring dashboard (visual-side 2.4, 3.6, 4.4): `POST /monitor/visual/new` and
 * `POST /monitor/visual/device`. The health score's formula is in docs/health-score.md.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const unset = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** Alarm records the dashboard's alarm list shows at most (newest first); alarmNum counts them all. */
export const DASHBOARD_ALARM_LIMIT = 50;
/** Maintenance plans the dashboard's plan list shows at most. */
export const DASHBOARD_PLAN_LIMIT = 50;
/**
 * Markers one dashboard answer holds by default: a list to pick from, paged on with pageNum (up to
 * LIST_LIMIT a page); the map draws every gateway from the marker call instead.
 */
export const DASHBOARD_DEVICE_PAGE = 100;
export const DASHBOARD_TEXT_MAX = 100;

/**
 * The map filter. `deviceMouldId` names a device archive (its "mould": nameplate and mould items);
 * `area` matches a province, city or county name; `isonline` is omitted for all. Gateways and archives
 * are both narrowed: an archive by its own fields and by its gateway's, a gateway by its archives'.
 */
export const DashboardFilter = z.object({
  deviceMouldId: unset(z.coerce.number().pipe(positiveInt)),
  nameplate: unset(z.string().trim().max(DASHBOARD_TEXT_MAX)),
  isonline: unset(z.coerce.number().pipe(z.literal([0, 1]))),
  area: unset(z.string().trim().max(DASHBOARD_TEXT_MAX)),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(9_999_999).default(DASHBOARD_DEVICE_PAGE),
});
export type DashboardFilter = z.output<typeof DashboardFilter>;

/**
 * Markers the map's marker call (`POST /monitor/visual/markers`) answers at most: every gateway of a
 * company of 10,000 and then some; `total` tells when a scope holds more.
 */
export const DASHBOARD_MARKER_LIMIT = 20_000;

/** The marker call's filter: the dashboard's, without paging. */
export const DashboardMarkerFilter = DashboardFilter.omit({ pageNum: true, pageSize: true });
export type DashboardMarkerFilter = z.output<typeof DashboardMarkerFilter>;

/** What a map marker and its popup need of a gateway. */
export type MapMarker = Pick<
  DeviceMarker,
  'id' | 'identity' | 'name' | 'lat' | 'lng' | 'isonline' | 'configFlowId' | 'cameraId'
>;

/**
 * Every placed gateway of the filter, one array per field (entry i of each array is gateway i, in id
 * order): each field's name once instead of once per gateway (10,000 gateways are about 0.5 MB).
 */
export interface DashboardMarkers {
  /** Gateways the filter matches: the overview's hardwareNum under the same filter. */
  total: number;
  /** Of them, those without a position (not on the map). */
  unplaced: number;
  id: number[];
  identity: string[];
  name: string[];
  lat: number[];
  lng: number[];
  isonline: (0 | 1)[];
  configFlowId: (number | null)[];
  cameraId: (number | null)[];
}

/** The health score's period: 0 last week, 1 this week (default), 2 this month (weeks start on Monday). */
export const HealthPeriod = { lastWeek: 0, thisWeek: 1, thisMonth: 2 } as const;
export type HealthPeriod = (typeof HealthPeriod)[keyof typeof HealthPeriod];

/** `?timeType=&archivesId=` or `?timeType=&deviceId=`: exactly one of the two ids. */
export const DashboardDeviceQuery = z
  .object({
    timeType: z.coerce
      .number()
      .pipe(z.literal([0, 1, 2]))
      .default(HealthPeriod.thisWeek),
    archivesId: unset(z.coerce.number().pipe(positiveInt)),
    deviceId: unset(z.coerce.number().pipe(positiveInt)),
  })
  .refine((q) => (q.archivesId === undefined) !== (q.deviceId === undefined), {
    path: ['deviceId'],
    message: bi('需要 archivesId 或 deviceId 之一', 'exactly one of archivesId and deviceId is required'),
  });
export type DashboardDeviceQuery = z.output<typeof DashboardDeviceQuery>;

export interface OverviewCounters {
  /** Device archives (the spec's "devices"). */
  deviceNum: number;
  /** Gateways (the spec's "hardware"); onlineNum + offlineNum. */
  hardwareNum: number;
  onlineNum: number;
  offlineNum: number;
  /** Users of the companies in scope. */
  userNum: number;
  /** Variables of the gateways counted. */
  variableNum: number;
  /** Unconfirmed alarm records: the alarm list's total. */
  alarmNum: number;
  /** Gateways with an unconfirmed alarm record. */
  alarmDeviceNum: number;
  /** Maintenance records due and not done (unhandled and overdue of maintenanceRatio). */
  maintenanceNum: number;
}

/** One slice of a pie: its count and its share of the whole in percent with two decimals. */
export interface RatioSlice<K> {
  key: K;
  num: number;
  ratio: number;
}

export interface DashboardAlarm {
  id: number;
  alarmTime: string;
  alertDesc: string;
  currentValue: number | null;
  deviceName: string;
  alarmType: number;
}

export interface DashboardOverview {
  baseFacts: OverviewCounters;
  /** Work-order completion in percent (two decimals): maintenance records done over records due. */
  dataMonitor: { completionRate: number | null };
  plans: { id: number; name: string; status: PlanColourCode }[];
  alarmRecords: DashboardAlarm[];
  /** Records per category: 0 advance notice, 1 unhandled, 2 handled in time, 3 handled late, 4 overdue. */
  maintenanceRatio: RatioSlice<RecordState>[];
  /** Unconfirmed alarm records per type: 0 environment, 1 production safety, 2 threshold. */
  alarmRecordTypeRatio: RatioSlice<number>[];
  /** Gateways per province (null: without one); sums to hardwareNum. */
  deviceNumByArea: { area: string | null; num: number }[];
  /** One page of the gateways' markers, in id order. */
  devices: DeviceMarker[];
}

/** Every part of the health score over the period (docs/health-score.md); scores with one decimal. */
export interface HealthScore {
  healthScore: number;
  /** Minutes with data in the period. */
  onlineTimeLength: number;
  onlineTimeScore: number;
  alarmConfigNum: number;
  alarmConfigScore: number;
  alarmRecordNum: number;
  alarmRecordScore: number;
  alarmPushSucNum: number;
  alarmPushNum: number;
  alarmPushScore: number;
  mainPlanNum: number;
  mainPlanScore: number;
  mainRecordSucNum: number;
  mainRecordNum: number;
  mainRecordSucScore: number;
  reportNum: number;
  reportScore: number;
  reportPushSucNum: number;
  reportPushNum: number;
  reportPushSucScore: number;
}

export interface DashboardVariable {
  variableId: number | null;
  varName: string;
  name: string;
  desc: string;
  unit: string;
  /** The latest value (a number when it has one); null before the first one. */
  nowValue: string | number | null;
  /** Its time, `yyyy-MM-dd HH:mm:ss`; null before the first one. */
  time: string | null;
}

export interface DashboardDeviceDetail {
  device: { id: number; identity: string; address: string | null; name: string } | null;
  deviceArchivesExtend: { id: number; address: string | null; name: string } | null;
  /** Unconfirmed alarm records of the gateway. */
  alarmNum: number;
  alarmRecord: { alarmTime: string; alertDesc: string } | null;
  variables: DashboardVariable[];
  headlthScore: HealthScore;
}
