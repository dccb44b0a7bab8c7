import type { ReportBinding } from '@iot/contract';
import type { SheetCellRef } from '../../ui/spreadsheet';

/** "sheet:row:col", the key of a cell in maps of bindings, marks and values. */
export const cellKey = (cell: SheetCellRef) => `${cell.sheet}:${cell.row}:${cell.col}`;

/** Column letters of a 0-based column: 0 → A, 25 → Z, 26 → AA. */
export function columnName(col: number): string {
  let name = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A1 notation of a cell (0-based row and column). */
export const cellName = (row: number, col: number) => `${columnName(col)}${row + 1}`;

/** The binding of a cell, if it has one. */
export function bindingAt(bindings: readonly ReportBinding[], cell: SheetCellRef): ReportBinding | undefined {
  return bindings.find((b) => b.sheet === cell.sheet && b.row === cell.row && b.col === cell.col);
}

/** The bindings with the cell's binding replaced by `binding` (or added), ordered by sheet, row, column. */
export function putBinding(bindings: readonly ReportBinding[], binding: ReportBinding): ReportBinding[] {
  return [...removeBinding(bindings, { sheet: binding.sheet, row: binding.row, col: binding.col }), binding].sort(
    (a, b) => a.sheet - b.sheet || a.row - b.row || a.col - b.col,
  );
}

export function removeBinding(bindings: readonly ReportBinding[], cell: SheetCellRef): ReportBinding[] {
  return bindings.filter((b) => !(b.sheet === cell.sheet && b.row === cell.row && b.col === cell.col));
}

/** Bindings whose sheet no longer exists are dropped; the rest kept (after a sheet was deleted). */
export const bindingsWithin = (bindings: readonly ReportBinding[], sheetCount: number) =>
  bindings.filter((b) => b.sheet < sheetCount);

/** Mark colours: a time cell, a variable, a custom data item. */
export const MARK_COLORS: Readonly<Record<ReportBinding['source'], string>> = {
  time: '#722ed1',
  variable: '#1677ff',
  customData: '#13a8a8',
};

/** The colour each bound cell is marked with in the grid. */
export function bindingMarks(bindings: readonly ReportBinding[]): Map<string, string> {
  return new Map(bindings.map((b) => [cellKey(b), MARK_COLORS[b.source]]));
}

/** What the binding dialog edits. */
export interface BindingForm {
  source: ReportBinding['source'];
  /** The chosen variable or custom data item (none for time). */
  sourceId: number | null;
  /** Its name as the picker showed it (device / variable). */
  sourceName: string;
  aggregation: ReportBinding['aggregation'];
  fill: ReportBinding['fill'];
  direction: ReportBinding['direction'];
}

export const DEFAULT_BINDING_FORM: BindingForm = {
  source: 'variable',
  sourceId: null,
  sourceName: '',
  aggregation: 'avg',
  fill: 'none',
  direction: 'column',
};

/** The dialog's fields for a cell (its binding, else the defaults). */
export function toBindingForm(binding: ReportBinding | undefined, sourceName = ''): BindingForm {
  if (!binding) return { ...DEFAULT_BINDING_FORM };
  return {
    source: binding.source,
    sourceId: binding.sourceId,
    sourceName,
    aggregation: binding.aggregation,
    fill: binding.fill,
    direction: binding.direction,
  };
}

/** What is wrong with the dialog's fields (the contract's rules), else null. */
export function bindingFormError(form: BindingForm): 'source' | 'timeFill' | null {
  if (form.source !== 'time' && form.sourceId === null) return 'source';
  if (form.source === 'time' && form.fill === 'none') return 'timeFill';
  return null;
}

/** The binding of the cell from the dialog's fields (a time cell carries no source). */
export function fromBindingForm(cell: SheetCellRef, form: BindingForm): ReportBinding {
  const time = form.source === 'time';
  return {
    sheet: cell.sheet,
    row: cell.row,
    col: cell.col,
    source: form.source,
    sourceId: time ? null : form.sourceId,
    aggregation: time ? 'at' : form.aggregation,
    fill: form.fill,
    direction: form.direction,
  };
}

/** The placeholder text a bound cell shows in the template: `{device/variable · avg · hour}`. */
export function bindingText(binding: ReportBinding, sourceName: string, texts: { time: string }): string {
  const parts = binding.source === 'time' ? [texts.time] : [sourceName || `#${binding.sourceId}`, binding.aggregation];
  if (binding.fill !== 'none') parts.push(binding.fill);
  return `{${parts.join(' · ')}}`;
}
