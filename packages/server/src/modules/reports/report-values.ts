import type { ReportAggregation, ReportFill } from '@iot/contract';
import type { Db } from '../../db/connect.js';
import type { HistoryReader } from '../../telemetry/history.js';
import { HOUR_MS } from '../../telemetry/series.js';
import { statisticPeriod, type Period } from '../customdata/periods.js';

/** One cell's share of the report's period: the whole period, or an hour or a local day of it. */
export type Slot = Period;

const DAY = 0;

/** The slots of a period for a fill: hours, local days (23 or 25 hours across a daylight change), or one. */
export function slotsOf(period: Period, fill: ReportFill, timeZone: string): Slot[] {
  if (fill === 'none') return [period];
  const slots: Slot[] = [];
  for (let from = period.from; from < period.to;) {
    const to = Math.min(fill === 'hour' ? from + HOUR_MS : statisticPeriod(DAY, from, timeZone).to, period.to);
    slots.push({ from, to });
    from = to;
  }
  return slots;
}

interface RollupRow {
  bucket: number;
  count: number;
  sumValue: number;
  minValue: number;
  maxValue: number;
  lastValue: number;
  lastTs: number;
}

type Rollup = 'rollupHour' | 'rollupMinute';

/** Index of the slot holding `ts` at or after `start` (slots are in order and adjoin). */
function slotIndex(slots: Slot[], ts: number, start: number): number {
  let i = start;
  while (i < slots.length && ts >= slots[i]!.to) i += 1;
  return i;
}

function aggregateRows(rows: RollupRow[], aggregation: ReportAggregation): number | null {
  if (aggregation === 'count') return rows.reduce((n, r) => n + Number(r.count), 0);
  if (rows.length === 0) return null;
  switch (aggregation) {
    case 'avg':
      return rows.reduce((s, r) => s + Number(r.sumValue), 0) / rows.reduce((n, r) => n + Number(r.count), 0);
    case 'min':
      return Math.min(...rows.map((r) => Number(r.minValue)));
    case 'max':
      return Math.max(...rows.map((r) => Number(r.maxValue)));
    default:
      return Number(rows.reduce((a, b) => (Number(b.lastTs) > Number(a.lastTs) ? b : a)).lastValue);
  }
}

/**
 * The values of a series over slots from the stored history: averages, extremes, last values and
 * counts from the coarsest rollup whose buckets fit the slots (one query for all slots); first values
 * and differences (last − first) from the stored points at each slot's edges; the value at a slot's
 * start is the latest stored value at or before it.
 */
export function createReportValues(db: Db, history: Pick<HistoryReader, 'firstAndLast'>) {
  const { kysely } = db;

  async function rollupRows(table: Rollup, seriesId: number, from: number, to: number): Promise<RollupRow[]> {
    const rows = await kysely
      .selectFrom(table)
      .select(['bucket', 'count', 'sumValue', 'minValue', 'maxValue', 'lastValue', 'lastTs'])
      .where('seriesId', '=', seriesId)
      .where('bucket', '>=', from)
      .where('bucket', '<', to)
      .orderBy('bucket')
      .execute();
    return rows.map((r) => ({ ...r, bucket: Number(r.bucket), lastTs: Number(r.lastTs) }));
  }

  async function fromRollups(seriesId: number, slots: Slot[], aggregation: ReportAggregation) {
    const wholeHours = slots.every((s) => s.from % HOUR_MS === 0 && s.to % HOUR_MS === 0);
    const table: Rollup = wholeHours ? 'rollupHour' : 'rollupMinute';
    const rows = await rollupRows(table, seriesId, slots[0]!.from, slots.at(-1)!.to);
    const perSlot: RollupRow[][] = slots.map(() => []);
    let at = 0;
    for (const row of rows) {
      at = slotIndex(slots, row.bucket, at);
      perSlot[at]?.push(row);
    }
    return perSlot.map((r) => aggregateRows(r, aggregation));
  }

  async function valueAt(seriesId: number, ts: number): Promise<number | null> {
    const row = await kysely
      .selectFrom('points')
      .select('value')
      .where('seriesId', '=', seriesId)
      .where('ts', '<=', ts)
      .where('value', 'is not', null)
      .orderBy('ts', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  async function fromPoints(seriesId: number, slots: Slot[], aggregation: 'at' | 'first' | 'diff') {
    const values: (number | null)[] = [];
    for (const slot of slots) {
      if (aggregation === 'at') {
        values.push(await valueAt(seriesId, slot.from));
        continue;
      }
      const edges = await history.firstAndLast(seriesId, slot.from, slot.to);
      values.push(edges === undefined ? null : aggregation === 'first' ? edges.first : edges.last - edges.first);
    }
    return values;
  }

  /** One value (or null: nothing stored) per slot. */
  function values(seriesId: number, slots: Slot[], aggregation: ReportAggregation): Promise<(number | null)[]> {
    if (slots.length === 0) return Promise.resolve([]);
    if (aggregation === 'at' || aggregation === 'first' || aggregation === 'diff') {
      return fromPoints(seriesId, slots, aggregation);
    }
    return fromRollups(seriesId, slots, aggregation);
  }

  return { values };
}
export type ReportValues = ReturnType<typeof createReportValues>;
