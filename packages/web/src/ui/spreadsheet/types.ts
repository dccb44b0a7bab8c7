import type { ReportSheet } from '@iot/contract';

/** A cell of the workbook: the sheet's index, its row and column (0-based). */
export interface SheetCellRef {
  sheet: number;
  row: number;
  col: number;
}

/** What a screen does with the grid once it is drawn. */
export interface SpreadsheetHandle {
  /** The workbook as stored (`celldata`, config, order). */
  getSheets: () => ReportSheet[];
  /** Writes a value into a cell (read-only grids too: live values). */
  setValue: (sheet: number, row: number, col: number, value: string | number | null) => void;
}

export interface SpreadsheetProps {
  /** The workbook at first (a new one: give the component a new `key`). */
  sheets: ReportSheet[];
  readOnly?: boolean;
  /** Cells drawn marked: "sheet:row:col" → colour. */
  marks?: ReadonlyMap<string, string>;
  /** The grid's language (`zh-CN` or `en-US`). */
  lang: string;
  height?: number | string;
  onSelect?: (cell: SheetCellRef | null) => void;
  onReady?: (handle: SpreadsheetHandle) => void;
  testId?: string;
}
