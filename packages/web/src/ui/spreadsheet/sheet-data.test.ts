import { ReportSheet } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import {
  blankSheets,
  cellText,
  matrixToCells,
  toGridSheets,
  toStoredSheets,
  valueCell,
  withValues,
} from './sheet-data';

describe('sheet data', () => {
  it('stores the grid’s sheets in their order, the matrix as sparse cells, without run-time state', () => {
    const stored = toStoredSheets([
      {
        name: 'Second',
        order: 1,
        data: [[null, { v: 2 }]],
        luckysheet_select_save: [{ row: [0, 0] }],
      },
      {
        name: 'First',
        order: 0,
        id: 'a',
        data: [[{ v: 'T', m: 'T', bl: 1 }], null as never, [null, null, { f: '=SUM(A1:A2)' }]],
        config: { merge: { '0_0': { r: 0, c: 0, rs: 1, cs: 2 } } },
      },
    ]);
    expect(stored).toEqual([
      {
        name: 'First',
        id: 'a',
        order: 0,
        config: { merge: { '0_0': { r: 0, c: 0, rs: 1, cs: 2 } } },
        celldata: [
          { r: 0, c: 0, v: { v: 'T', m: 'T', bl: 1 } },
          { r: 2, c: 2, v: { f: '=SUM(A1:A2)' } },
        ],
      },
      { name: 'Second', order: 1, celldata: [{ r: 0, c: 1, v: { v: 2 } }] },
    ]);
    for (const sheet of stored) expect(ReportSheet.safeParse(sheet).success).toBe(true);
  });

  it('gives stored sheets ids and orders for the grid, and a blank workbook one sheet', () => {
    const grid = toGridSheets([...blankSheets(), { name: 'B', celldata: [{ r: 1, c: 1, v: 'x' }], id: 'keep' }]);
    expect(grid.map((s) => [s.id, s.order])).toEqual([
      ['s1', 0],
      ['keep', 1],
    ]);
    expect(matrixToCells([[undefined, 1 as never]])).toEqual([{ r: 0, c: 1, v: 1 }]);
  });

  it('writes values into cells keeping their style, and clears them', () => {
    const sheets = [{ name: 'S', celldata: [{ r: 2, c: 1, v: { v: '{temp}', m: '{temp}', bg: '#ff0', f: '=1' } }] }];
    const filled = withValues(
      sheets,
      new Map<string, string | number | null>([
        ['0:2:1', 12.5],
        ['0:3:1', 'x'],
        ['1:0:0', 9],
      ]),
    );
    expect(filled[0]!.celldata).toEqual([
      { r: 2, c: 1, v: { v: 12.5, m: '12.5', bg: '#ff0', ct: { fa: 'General', t: 'n' } } },
      { r: 3, c: 1, v: { v: 'x', m: 'x', ct: { fa: 'General', t: 'g' } } },
    ]);
    expect(cellText(filled[0], 2, 1)).toBe('12.5');
    expect(valueCell({ v: 1, m: '1', bl: 1 }, null)).toEqual({ bl: 1 });
    expect(cellText(sheets[0], 9, 9)).toBe('');
  });
});
