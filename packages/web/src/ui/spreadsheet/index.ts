export { Spreadsheet } from './Spreadsheet';
export * from './sheet-data';
export type { SheetCellRef, SpreadsheetHandle, SpreadsheetProps } from './types';
