import { downloadBlob } from '../download';
import type { TableColumn } from './types';

type CellValue = string | number | boolean | null | undefined;

function cell(value: CellValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly TableColumn<T>[]): string {
  const header = columns.map((column) => cell(column.title)).join(',');
  const lines = rows.map((row) =>
    columns
      .map((column) =>
        cell(
          column.exportValue ? column.exportValue(row) : column.dataIndex ? (row[column.dataIndex] as CellValue) : '',
        ),
      )
      .join(','),
  );
  return [header, ...lines].join('\r\n');
}

/** Saves the CSV with a byte-order mark so spreadsheet programs read Chinese text correctly. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
