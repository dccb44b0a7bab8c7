import type { ReportBinding, ReportSheet } from '@iot/contract';
import { formatTime } from '../../http/format-time.js';
import { HOUR_MS } from '../../telemetry/series.js';
import { roundTo } from '../customdata/expression/functions.js';
import type { Period } from '../customdata/periods.js';
import { slotsOf, type Slot } from './report-values.js';

/** What a bound cell's values come from: a series and its decimals. */
export interface BoundSeries {
  seriesId: number;
  decimalPlaces: number;
}

export interface FillDeps {
  timeZone: string;
  /** The series of a binding's source (variable or custom data); undefined once the source is deleted. */
  seriesOf(binding: ReportBinding): BoundSeries | undefined;
  values(seriesId: number, slots: Slot[], aggregation: ReportBinding['aggregation']): Promise<(number | null)[]>;
}

type Cell = ReportSheet['celldata'][number];

/** A time cell's text: the hour within one day, the day and hour within longer periods, or the date. */
function timeText(slot: Slot, binding: ReportBinding, period: Period, timeZone: string): string {
  const text = formatTime(slot.from, timeZone);
  if (binding.fill === 'day') return text.slice(0, 10);
  return period.to - period.from <= 25 * HOUR_MS ? text.slice(11, 16) : text.slice(5, 16);
}

/** A cell keeps its template style (the value object's other keys); its value and shown text change. */
function filledCell(template: Cell | undefined, r: number, c: number, value: number | string | null): Cell {
  const style = template && typeof template.v === 'object' && template.v !== null ? template.v : {};
  const { v: _v, m: _m, f: _f, ...kept } = style as Record<string, unknown>;
  if (value === null) return { r, c, v: { ...kept, m: '' } };
  const ct = typeof value === 'number' ? { fa: 'General', t: 'n' } : { fa: '@', t: 's' };
  return { r, c, v: { ...kept, ct, v: value, m: String(value) } };
}

/**
 * The template's sheets with every bound cell filled for the period: a cell without fill gets its
 * aggregate over the period; a filled one gets the first slot's, and the cells after it (down its
 * column or along its row) the following slots'. Nothing of the template is evaluated.
 */
export async function fillSheets(
  sheets: ReportSheet[],
  bindings: ReportBinding[],
  period: Period,
  deps: FillDeps,
): Promise<ReportSheet[]> {
  const cells = sheets.map((s) => new Map(s.celldata.map((cell) => [`${cell.r},${cell.c}`, cell])));
  for (const binding of bindings) {
    const slots = slotsOf(period, binding.fill, deps.timeZone);
    const texts: (number | string | null)[] =
      binding.source === 'time'
        ? slots.map((slot) => timeText(slot, binding, period, deps.timeZone))
        : await seriesTexts(binding, slots, deps);
    const sheet = cells[binding.sheet]!;
    texts.forEach((value, i) => {
      const r = binding.row + (binding.direction === 'column' ? i : 0);
      const c = binding.col + (binding.direction === 'row' ? i : 0);
      const key = `${r},${c}`;
      sheet.set(key, filledCell(sheet.get(key), r, c, value));
    });
  }
  return sheets.map((s, i) => ({ ...s, celldata: [...cells[i]!.values()] }));
}

async function seriesTexts(binding: ReportBinding, slots: Slot[], deps: FillDeps) {
  const series = deps.seriesOf(binding);
  if (series === undefined) return slots.map(() => null);
  const values = await deps.values(series.seriesId, slots, binding.aggregation);
  const digits = binding.aggregation === 'count' ? 0 : series.decimalPlaces;
  return values.map((v) => (v === null ? null : roundTo(v, digits)));
}
