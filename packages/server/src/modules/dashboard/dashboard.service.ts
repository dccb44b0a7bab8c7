import {
  ALARM_TYPES,
  DASHBOARD_PLAN_LIMIT,
  RECORD_STATES,
  RecordState,
  type DashboardDeviceDetail,
  type DashboardDeviceQuery,
  type DashboardFilter,
  type DashboardOverview,
  type DashboardVariable,
  type RatioSlice,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { ActivityReader } from '../../telemetry/activity.js';
import type { AuthContext } from '../access/access.service.js';
import type { AlarmOverview } from '../alarms/alarm-overview.js';
import type { ArchiveService } from '../devices/archives.service.js';
import type { DeviceOverview } from '../devices/device-overview.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { MaintenanceDashboard } from '../maintenance/maintenance-dashboard.js';
import type { UserService } from '../users/users.service.js';
import type { VariableService } from '../variables/variables.service.js';
import { reportHealthFacts } from '../reports/report-health.js';
import { healthPeriod, healthScore } from './health-score.js';

const NO_REPORTS = { reportNum: 0, reportPushNum: 0, reportPushSucNum: 0 };

interface Deps {
  devices: DeviceService;
  archives: ArchiveService;
  deviceOverview: DeviceOverview;
  variables: VariableService;
  users: UserService;
  alarms: AlarmOverview;
  maintenance: MaintenanceDashboard;
  activity: ActivityReader;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Each key's count and its share of the whole in percent (every key listed, zeros too). */
function ratios<K>(keys: readonly K[], countOf: (key: K) => number): RatioSlice<K>[] {
  const whole = keys.reduce((sum, key) => sum + countOf(key), 0);
  return keys.map((key) => ({ key, num: countOf(key), ratio: whole === 0 ? 0 : round2((countOf(key) / whole) * 100) }));
}

/** The visual monitoring dashboard (visual-side 2.4, 3.6): it composes what the other modules count. */
export function createDashboardService(ctx: Ctx, deps: Deps) {
  const { devices, archives, deviceOverview, variables, users, alarms, maintenance, activity } = deps;

  async function overview(auth: AuthContext, filter: DashboardFilter): Promise<DashboardOverview> {
    const selection = await deviceOverview.select(auth, filter);
    // Without a filter the scope's every unconfirmed alarm counts, those of custom data too.
    const narrowing = selection.narrowed ? { gateways: selection.matches } : {};
    // Gateways and alarms in one round: on PostgreSQL their queries run side by side.
    const [gateways, alarm, records, plans, userNum] = await Promise.all([
      deviceOverview.overview(auth, selection),
      alarms.overview(auth, narrowing),
      maintenance.summary(auth),
      maintenance.planList(auth, DASHBOARD_PLAN_LIMIT),
      users.count(auth.scope),
    ]);
    const alarmTypes = [...new Set([...ALARM_TYPES, ...alarm.byType.map((t) => t.alarmType)])];
    return {
      baseFacts: {
        deviceNum: gateways.deviceNum,
        hardwareNum: gateways.hardwareNum,
        onlineNum: gateways.onlineNum,
        offlineNum: gateways.offlineNum,
        userNum,
        variableNum: gateways.variableNum,
        alarmNum: alarm.alarmNum,
        alarmDeviceNum: alarm.alarmDeviceNum,
        maintenanceNum: records.counts[RecordState.unhandled] + records.counts[RecordState.overdue],
      },
      dataMonitor: { completionRate: records.completionRate },
      plans: plans.map(({ id, name, status }) => ({ id, name, status })),
      alarmRecords: alarm.alarmRecords,
      maintenanceRatio: ratios(RECORD_STATES, (state) => records.counts[state]),
      alarmRecordTypeRatio: ratios(alarmTypes, (type) => alarm.byType.find((t) => t.alarmType === type)?.num ?? 0),
      deviceNumByArea: gateways.deviceNumByArea,
      devices: gateways.devices,
    };
  }

  /** The gateway's variables with their latest values; an archive shows its mould items with its gateway's. */
  async function variablesOf(
    auth: AuthContext,
    deviceId: number | null,
    items?: ArchiveItems,
  ): Promise<DashboardVariable[]> {
    const live = deviceId === null ? [] : await variables.live(auth, deviceId);
    if (!items) {
      return live.map((v) => ({
        variableId: v.varId,
        varName: v.name,
        name: v.description || v.name,
        desc: v.description,
        unit: v.unit,
        nowValue: v.nowValue,
        time: v.time,
      }));
    }
    const byId = new Map(live.map((v) => [v.varId, v]));
    return items.map((item) => {
      const value = item.variableId === null ? undefined : byId.get(item.variableId);
      return {
        variableId: item.variableId,
        varName: value?.name ?? '',
        name: item.name,
        desc: item.description,
        unit: item.unit || (value?.unit ?? ''),
        nowValue: value?.nowValue ?? null,
        time: value?.time ?? null,
      };
    });
  }

  async function device(auth: AuthContext, query: DashboardDeviceQuery): Promise<DashboardDeviceDetail> {
    const archive = query.archivesId === undefined ? null : await archives.get(auth, query.archivesId);
    const deviceId = archive ? archive.deviceId : query.deviceId!;
    const gateway = deviceId === null ? null : await devices.get(auth, deviceId);
    const period = healthPeriod(query.timeType, ctx.now(), ctx.config.timeZone);
    const measured = { from: period.from, to: Math.min(period.to, period.until) };
    const target = archive ? { archiveId: archive.id } : { deviceId: deviceId! };
    const none = { variableNum: 0, alarmConfigNum: 0, alarmRecordNum: 0, alarmPushNum: 0, alarmPushSucNum: 0 };
    const [alarm, upkeep, onlineTimeLength, variableList, reportFacts] = await Promise.all([
      gateway ? alarms.ofDevice(auth, gateway.id, measured) : { ...none, unconfirmedNum: 0, newest: null },
      maintenance.health(auth, target, { from: period.from, to: period.to }),
      gateway ? activity.activeMinutes(gateway.id, measured.from, measured.to) : 0,
      variablesOf(auth, deviceId, archive?.mouldItems),
      gateway ? reportHealthFacts(ctx.db.kysely, gateway.id, measured) : NO_REPORTS,
    ]);
    const address = gateway ? (gateway.address ?? joinAddress(gateway)) : null;
    const { unconfirmedNum, newest, ...alarmFacts } = alarm;
    return {
      device: gateway && { id: gateway.id, identity: gateway.identity, address, name: gateway.name },
      deviceArchivesExtend: archive && { id: archive.id, address, name: archive.name },
      alarmNum: unconfirmedNum,
      alarmRecord: newest,
      variables: variableList,
      headlthScore: healthScore({
        periodMinutes: Math.max(0, Math.floor((measured.to - measured.from) / 60_000)),
        onlineTimeLength,
        ...alarmFacts,
        ...upkeep,
        ...reportFacts,
      }),
    };
  }

  return { overview, device };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

type ArchiveItems = Awaited<ReturnType<ArchiveService['get']>>['mouldItems'];

const joinAddress = (d: { province: string | null; city: string | null; county: string | null }) =>
  [d.province, d.city, d.county].filter(Boolean).join('') || null;
