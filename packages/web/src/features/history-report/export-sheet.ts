import { downloadCsv, toCsv } from '../../ui/table-page/export-csv';
import type { TableColumn } from '../../ui/table-page/types';
import type { ReportSheet, SheetCell } from './report-sheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CSV with a byte-order mark, so that spreadsheet programs read Chinese names. */
export function exportCsv(fileName: string, sheet: ReportSheet): void {
  const columns: TableColumn<SheetCell[]>[] = sheet.header.map((title, i) => ({
    key: String(i),
    title,
    exportValue: (row) => row[i],
  }));
  downloadCsv(`${fileName}.csv`, toCsv(sheet.rows, columns));
}

/** An XLSX workbook of one sheet; ExcelJS loads in its own chunk on the first export. */
export async function exportXlsx(fileName: string, sheetName: string, sheet: ReportSheet): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.addRow(sheet.header).font = { bold: true };
  worksheet.addRows(sheet.rows);
  sheet.header.forEach((title, i) => {
    worksheet.getColumn(i + 1).width = i === 0 ? 21 : Math.min(40, Math.max(12, title.length + 4));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.xlsx`;
  link.click();
  // The browser reads the blob after the click returns: revoking it at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
