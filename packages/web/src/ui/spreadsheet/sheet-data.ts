import type { ReportSheet } from '@iot/contract';

/** A Fortune-sheet cell value object (`v` shown value, `m` its text, `f` a formula, styles...). */
export type CellValue = Record<string, unknown>;

/** One cell as stored: position and value object. */
export interface StoredCell {
  r: number;
  c: number;
  v: unknown;
}

/** What a sheet in the grid holds besides the stored keys (the grid adds its matrix and bookkeeping). */
export interface GridSheet {
  name: string;
  id?: string;
  order?: number;
  celldata?: StoredCell[];
  data?: (CellValue | null)[][];
  config?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Keys of a grid sheet worth storing: the rest is the grid's run-time state. */
const KEPT = ['name', 'id', 'order', 'color', 'config', 'frozen', 'zoomRatio', 'defaultRowHeight', 'defaultColWidth'];

/** A new workbook: one empty sheet. */
export function blankSheets(name = 'Sheet1'): ReportSheet[] {
  return [{ name, celldata: [], config: {} }];
}

/** The matrix's non-empty cells as stored cells. */
export function matrixToCells(
  data: readonly (readonly (CellValue | null | undefined)[] | null | undefined)[],
): StoredCell[] {
  const cells: StoredCell[] = [];
  data.forEach((row, r) => {
    row?.forEach((value, c) => {
      if (value !== null && value !== undefined) cells.push({ r, c, v: value });
    });
  });
  return cells;
}

/** The grid's sheets in their order, each reduced to what is stored (the matrix back to sparse cells). */
export function toStoredSheets(sheets: readonly GridSheet[]): ReportSheet[] {
  return [...sheets]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((sheet) => {
      const stored: Record<string, unknown> = {};
      for (const key of KEPT) if (sheet[key] !== undefined) stored[key] = sheet[key];
      stored.celldata = sheet.data ? matrixToCells(sheet.data) : (sheet.celldata ?? []);
      return stored as ReportSheet;
    });
}

/**
 * Sheets for the grid: stored ones keep their order; the grid builds its matrix from `celldata`.
 * A stored sheet without an id gets one, so that a sheet is found by id and by index alike.
 */
export function toGridSheets(sheets: readonly ReportSheet[]): GridSheet[] {
  return sheets.map((sheet, index) => ({
    ...(sheet as GridSheet),
    id: typeof (sheet as GridSheet).id === 'string' ? (sheet as GridSheet).id : `s${index + 1}`,
    order: index,
    celldata: sheet.celldata.map((cell) => ({ r: cell.r, c: cell.c, v: cell.v })),
    // A1 selected at first, with its focus (else the name box reads `A1:NaN`).
    luckysheet_select_save: [{ row: [0, 0], column: [0, 0], row_focus: 0, column_focus: 0 }],
  }));
}

/** The value object written into a cell for a plain value (keeps the cell's style when it had one). */
export function valueCell(previous: unknown, value: string | number | null): CellValue {
  const base = previous && typeof previous === 'object' ? { ...(previous as CellValue) } : {};
  delete base.f;
  if (value === null) {
    delete base.v;
    delete base.m;
    return base;
  }
  return { ...base, v: value, m: String(value), ct: { fa: 'General', t: typeof value === 'number' ? 'n' : 'g' } };
}

/** The sheets with some cells' values replaced (`values`: "sheet:row:col" → value). */
export function withValues(
  sheets: readonly ReportSheet[],
  values: ReadonlyMap<string, string | number | null>,
): ReportSheet[] {
  return sheets.map((sheet, index) => {
    const cells = new Map(sheet.celldata.map((cell) => [`${cell.r}:${cell.c}`, cell]));
    for (const [key, value] of values) {
      const [s, r, c] = key.split(':').map(Number);
      if (s !== index || r === undefined || c === undefined) continue;
      const at = `${r}:${c}`;
      cells.set(at, { r, c, v: valueCell(cells.get(at)?.v, value) });
    }
    return { ...sheet, celldata: [...cells.values()] };
  });
}

/** The text a stored cell shows (its `m`, else its `v`), for tests and summaries. */
export function cellText(sheet: ReportSheet | undefined, row: number, col: number): string {
  const cell = sheet?.celldata.find((c) => c.r === row && c.c === col)?.v;
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  const { m, v } = cell as CellValue;
  const shown = m ?? v;
  return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
}
