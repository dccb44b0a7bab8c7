import type { ReportSheet } from '@iot/contract';
import ExcelJS from 'exceljs';

/** Excel refuses these in a sheet name, and names over 31 characters. */
const NAME_REFUSED = /[[\]:*?/\\]/g;
const NAME_MAX = 31;
/** Fortune-sheet sizes are pixels; Excel's column width is in characters (about 7 px) and rows in points. */
const PX_PER_CHAR = 7;
const PT_PER_PX = 0.75;

interface CellValue {
  v?: unknown;
  m?: unknown;
  f?: unknown;
  bl?: unknown;
  it?: unknown;
  fs?: unknown;
  fc?: unknown;
  bg?: unknown;
}

interface Merge {
  r: number;
  c: number;
  rs: number;
  cs: number;
}

const isColor = (x: unknown): x is string => typeof x === 'string' && /^#[0-9a-f]{6}$/i.test(x);
const argb = (color: string) => `FF${color.slice(1).toUpperCase()}`;

function uniqueName(name: string, taken: Set<string>): string {
  const base = name.replace(NAME_REFUSED, '_').slice(0, NAME_MAX) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base.slice(0, NAME_MAX - 4)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** A template formula is written for Excel to compute on opening; it is never evaluated here. */
function valueOf(cell: CellValue): ExcelJS.CellValue {
  if (typeof cell.f === 'string' && cell.f.startsWith('=')) return { formula: cell.f.slice(1) };
  if (typeof cell.v === 'number' || typeof cell.v === 'string' || typeof cell.v === 'boolean') return cell.v;
  return typeof cell.m === 'string' && cell.m !== '' ? cell.m : null;
}

function styleOf(target: ExcelJS.Cell, cell: CellValue): void {
  const font: Partial<ExcelJS.Font> = {};
  if (cell.bl === 1) font.bold = true;
  if (cell.it === 1) font.italic = true;
  if (typeof cell.fs === 'number' && cell.fs > 0 && cell.fs < 100) font.size = cell.fs;
  if (isColor(cell.fc)) font.color = { argb: argb(cell.fc) };
  if (Object.keys(font).length > 0) target.font = font;
  if (isColor(cell.bg)) target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(cell.bg) } };
}

function sizes(sheet: ExcelJS.Worksheet, config: Record<string, unknown>): void {
  const lengths = (key: string) => Object.entries((config[key] as Record<string, unknown> | undefined) ?? {});
  for (const [index, px] of lengths('columnlen')) {
    if (typeof px === 'number' && px > 0) sheet.getColumn(Number(index) + 1).width = px / PX_PER_CHAR;
  }
  for (const [index, px] of lengths('rowlen')) {
    if (typeof px === 'number' && px > 0) sheet.getRow(Number(index) + 1).height = px * PT_PER_PX;
  }
}

function merges(sheet: ExcelJS.Worksheet, config: Record<string, unknown>): void {
  for (const m of Object.values((config.merge as Record<string, Merge> | undefined) ?? {})) {
    const whole = [m.r, m.c, m.rs, m.cs].every((n) => Number.isInteger(n) && n >= 0);
    if (whole && (m.rs > 1 || m.cs > 1)) sheet.mergeCells(m.r + 1, m.c + 1, m.r + m.rs, m.c + m.cs);
  }
}

/** The XLSX of filled sheets: values, template formulas, fonts, fills, sizes and merged cells. */
export async function writeXlsx(sheets: ReportSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const target = workbook.addWorksheet(uniqueName(sheet.name, taken));
    for (const { r, c, v } of sheet.celldata) {
      if (typeof v !== 'object' || v === null) continue;
      const cell = target.getCell(r + 1, c + 1);
      cell.value = valueOf(v);
      styleOf(cell, v);
    }
    const config = sheet.config ?? {};
    sizes(target, config);
    merges(target, config);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
