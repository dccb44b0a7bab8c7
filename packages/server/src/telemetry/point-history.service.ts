import {
  POINT_VALUE_MAX_POINTS,
  POINT_VALUE_MIN_POINTS,
  type DevicePointValue,
  type DevicePointValueQuery,
} from '@iot/contract';
import type { Ctx } from '../context.js';
import { badRequest, fieldText, notFound, required } from '../http/errors.js';
import { formatTime } from '../http/format-time.js';
import { inScope, type AuthContext } from '../modules/access/access.service.js';
import type { CustomDataService } from '../modules/customdata/customdata.service.js';
import { roundTo } from '../modules/customdata/expression/functions.js';
import type { DeviceService } from '../modules/devices/devices.service.js';
import { toEpochMs } from '../modules/devices/zoned-time.js';
import type { VariableService } from '../modules/variables/variables.service.js';
import { bucketCount, sourceFor, type HistoryReader } from './history.js';
import { customDataSeries, HOUR_MS, MINUTE_MS, variableSeries } from './series.js';

/** The console's two short intervals are rounded hours (0.018 h is 64.8 s): they mean 1 and 3 minutes. */
const NAMED_INTERVALS = new Map([
  [0.018, MINUTE_MS],
  [0.05, 3 * MINUTE_MS],
]);

export function intervalOf(spaceNumber: number): number {
  return NAMED_INTERVALS.get(spaceNumber) ?? Math.round(spaceNumber * 3600) * 1000;
}

/** Buckets start on whole minutes or hours when the rollups serve them, so each rollup row lands in one. */
function alignedStart(from: number, intervalMs: number): number {
  const { table } = sourceFor(intervalMs);
  const unit = table === 'rollup_hour' ? HOUR_MS : table === 'rollup_minute' ? MINUTE_MS : 1;
  return from - (((from % unit) + unit) % unit);
}

interface Deps {
  devices: Pick<DeviceService, 'findByIdentity'>;
  variables: Pick<VariableService, 'variablesOfDevice'>;
  customData: Pick<CustomDataService, 'get'>;
  history: HistoryReader;
}

/** History for charts: one value per interval from the coarsest table that serves it. */
export function createPointHistoryService(ctx: Ctx, deps: Deps) {
  const { timeZone } = ctx.config;

  /** The series, how to pick a bucket's value, and its decimals; another company's answers 404. */
  async function seriesOf(auth: AuthContext, q: DevicePointValueQuery) {
    if (q.type === 1) {
      const id = Number(q.code);
      if (!Number.isInteger(id) || id <= 0)
        throw badRequest(
          fieldText('code', { zh: 'type 为 1 时须为自定义数据 ID', en: 'the custom data id when type is 1' }),
        );
      const item = await deps.customData.get(auth, id);
      return { seriesId: customDataSeries(id), pick: 'avg' as const, decimalPlaces: item.decimalPlaces };
    }
    if (q.deviceNum === '') throw badRequest(required('deviceNum'));
    const device = await deps.devices.findByIdentity(q.deviceNum);
    if (!device || !inScope(auth.scope, device.companyId)) throw notFound('device');
    const variable = (await deps.variables.variablesOfDevice(device.id)).find((v) => v.name === q.code);
    if (!variable) throw notFound('variable');
    return {
      seriesId: variableSeries(variable.id),
      pick: variable.dataType === 'switch_value' ? ('last' as const) : ('avg' as const),
      decimalPlaces: variable.decimalPlaces,
    };
  }

  async function pointValues(auth: AuthContext, q: DevicePointValueQuery): Promise<DevicePointValue[]> {
    const intervalMs = intervalOf(q.spaceNumber);
    if (intervalMs < 1000) throw badRequest(fieldText('spaceNumber', { zh: '至少 1 秒', en: 'at least one second' }));
    const to = toEpochMs(q.endtime, timeZone);
    const from = alignedStart(toEpochMs(q.starttime, timeZone), intervalMs);
    if (!(to > from)) throw badRequest(fieldText('endtime', { zh: '须晚于 starttime', en: 'must be after starttime' }));
    const n = bucketCount(from, to, intervalMs);
    if (n > POINT_VALUE_MAX_POINTS) {
      throw badRequest(
        fieldText('spaceNumber', {
          zh: `超过 ${POINT_VALUE_MAX_POINTS} 个点，请加大间隔或缩短时间范围`,
          en: `more than ${POINT_VALUE_MAX_POINTS} points, choose a larger interval or a shorter range`,
        }),
      );
    }
    if (n < POINT_VALUE_MIN_POINTS) {
      throw badRequest(
        fieldText('spaceNumber', {
          zh: `少于 ${POINT_VALUE_MIN_POINTS} 个点，请减小间隔或延长时间范围`,
          en: `fewer than ${POINT_VALUE_MIN_POINTS} points, choose a smaller interval or a longer range`,
        }),
      );
    }
    const { seriesId, pick, decimalPlaces } = await seriesOf(auth, q);
    const points = await deps.history.query({ seriesId, from, to, intervalMs, pick });
    return points.map((p) => ({
      time: formatTime(p.time, timeZone),
      value: p.value === null ? null : roundTo(p.value, decimalPlaces),
    }));
  }

  return { pointValues };
}
export type PointHistoryService = ReturnType<typeof createPointHistoryService>;
