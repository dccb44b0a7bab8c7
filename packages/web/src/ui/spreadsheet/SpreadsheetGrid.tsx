import { Workbook, type WorkbookInstance } from '@fortune-sheet/react';
import '@fortune-sheet/react/dist/index.css';
import type { ReportSheet } from '@iot/contract';
import { useEffect, useMemo, useRef, type ComponentProps } from 'react';
import { toGridSheets, toStoredSheets, valueCell, type GridSheet } from './sheet-data';
import type { SpreadsheetProps } from './types';

/** Drawn over a marked cell: a corner triangle and a dashed frame in the mark's colour. */
function drawMark(
  ctx: CanvasRenderingContext2D,
  color: string,
  box: { startX: number; startY: number; endX: number; endY: number },
): void {
  const size = Math.min(8, box.endX - box.startX, box.endY - box.startY);
  ctx.save();
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(box.startX, box.startY);
  ctx.lineTo(box.startX + size, box.startY);
  ctx.lineTo(box.startX, box.startY + size);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = color;
  ctx.setLineDash([3, 2]);
  ctx.lineWidth = 1;
  ctx.strokeRect(box.startX + 0.5, box.startY + 0.5, box.endX - box.startX - 1, box.endY - box.startY - 1);
  ctx.restore();
}

/** The Fortune-sheet grid (its own chunk: load it through `Spreadsheet`). */
export default function SpreadsheetGrid({
  sheets,
  readOnly = false,
  marks,
  lang,
  height = 560,
  onSelect,
  onReady,
  testId,
}: SpreadsheetProps) {
  const ref = useRef<WorkbookInstance>(null);
  const grid = useMemo(() => toGridSheets(sheets), [sheets]);
  const ids = useMemo(() => grid.map((s) => s.id), [grid]);
  const current = useRef(0);
  const marksRef = useRef(marks);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  const hooks = useMemo(
    () => ({
      afterActivateSheet: (id: string) => {
        current.current = Math.max(0, ids.indexOf(id));
      },
      afterSelectionChange: (sheetId: string, selection: { row: number[]; column: number[] }) => {
        const sheet = Math.max(0, ids.indexOf(sheetId));
        const [row] = selection.row;
        const [col] = selection.column;
        if (row === undefined || col === undefined) onSelectRef.current?.(null);
        else onSelectRef.current?.({ sheet, row, col });
      },
      afterRenderCell: (
        _cell: unknown,
        info: { row: number; column: number; startX: number; startY: number; endX: number; endY: number },
        ctx: CanvasRenderingContext2D,
      ) => {
        const color = marksRef.current?.get(`${current.current}:${info.row}:${info.column}`);
        if (color) drawMark(ctx, color, info);
      },
    }),
    [ids],
  );

  // New marks: the canvas draws again (a selection of the same range re-renders the grid).
  const drawn = useRef<ReadonlyMap<string, string> | undefined>(marks);
  useEffect(() => {
    marksRef.current = marks;
    if (drawn.current === marks) return;
    drawn.current = marks;
    const workbook = ref.current;
    const range = workbook?.getSelection();
    if (workbook && range && range.length > 0) {
      const focused = range.map((r) => ({ ...r, row_focus: r.row[0], column_focus: r.column[0] }));
      workbook.setSelection(focused, { index: current.current });
    }
  }, [marks]);

  useEffect(() => {
    onReady?.({
      getSheets: (): ReportSheet[] => toStoredSheets((ref.current?.getAllSheets() ?? grid) as GridSheet[]),
      setValue: (sheet, row, col, value) => {
        const workbook = ref.current;
        if (!workbook) return;
        const previous: unknown = workbook.getCellValue(row, col, { index: sheet, type: 'v' });
        const cell = valueCell(undefined, value);
        if (previous === cell.v) return;
        workbook.setCellValue(row, col, value === null ? null : cell.v, { index: sheet });
      },
    });
  }, [onReady, grid]);

  return (
    <div className="spreadsheet-grid" style={{ height, position: 'relative' }} data-testid={testId}>
      <Workbook
        ref={ref}
        data={grid as ComponentProps<typeof Workbook>['data']}
        lang={lang}
        hooks={hooks}
        allowEdit={!readOnly}
        showToolbar={!readOnly}
        showFormulaBar={!readOnly}
      />
    </div>
  );
}
