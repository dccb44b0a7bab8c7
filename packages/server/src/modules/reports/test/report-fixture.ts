import type { ReportInput } from '@iot/contract';
import ExcelJS from 'exceljs';
import type { TestApp } from '../../../test/harness.js';
import { createPointWriter } from '../../../telemetry/point-writer.js';
import { apiOf, type Caller } from '../../devices/test/api.js';

/** 2026-11-21 00:00 in Asia/Shanghai: the day the tests fill (the fixture clock is the next day, 10:00). */
export const DAY = Date.UTC(2026, 10, 20, 16, 0, 0);
export const TEST_TZ = 'Asia/Shanghai';

/** A one-sheet template: a title, and a time column beside a column of hourly averages of `variableId`. */
export function dailyTemplate(variableId: number, fields: Partial<ReportInput> = {}): ReportInput {
  return {
    name: 'Daily energy',
    timeType: 0,
    sheets: [
      {
        name: 'Day',
        celldata: [
          { r: 0, c: 0, v: { v: 'Hour', m: 'Hour', bl: 1 } },
          { r: 25, c: 1, v: { f: '=AVERAGE(B2:B25)' } },
        ],
        config: { merge: { '0_3': { r: 0, c: 3, rs: 1, cs: 2 } }, columnlen: { '0': 80 } },
      },
    ],
    bindings: [
      { row: 1, col: 0, source: 'time', fill: 'hour' },
      { row: 1, col: 1, source: 'variable', sourceId: variableId, aggregation: 'avg', fill: 'hour' },
      { row: 0, col: 3, source: 'variable', sourceId: variableId, aggregation: 'max' },
      { row: 0, col: 5, source: 'variable', sourceId: variableId, aggregation: 'count' },
    ],
    ...fields,
  };
}

/** Report calls as fixture users, with a gateway, a variable and a day of its values (one per 5 min). */
export function reportApiOf(t: () => TestApp) {
  const api = apiOf(t);

  async function report(user: Caller, body: ReportInput): Promise<number> {
    const res = await api.as(user, 'POST', '/report', body);
    if (res.code !== 200) throw new Error(`report not created: ${res.msg}`);
    return res.data.id as number;
  }

  /** A gateway and a float variable of the dealer with a day of values; answers their identity and id. */
  async function seeded(identity: string) {
    const device = await api.device('dealerAdmin', { identity });
    const variableId = await api.variable('dealerAdmin', device.id, { name: 'power', decimalPlaces: 2 });
    const points = Array.from({ length: 288 }, (_, i) => ({
      seriesId: variableId,
      ts: DAY + i * 300_000 + 7_000,
      value: ((i * 37) % 101) / 7,
      text: null,
    }));
    await createPointWriter(t().testDb.db).write(points);
    return { identity, variableId };
  }

  return { ...api, report, seeded };
}

/** The first sheet of an XLSX. */
export async function xlsxSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The values of a column of a sheet, rows `from`..`to` (1-based). */
export const xlsxColumn = (sheet: ExcelJS.Worksheet, col: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => sheet.getCell(from + i, col).value);
