import { Spin } from 'antd';
import { Suspense, lazy } from 'react';
import type { SpreadsheetProps } from './types';

// Fortune-sheet is large: it loads in its own chunk, only on the screens that draw a workbook.
const SpreadsheetGrid = lazy(() => import('./SpreadsheetGrid'));

/** A spreadsheet grid (Fortune-sheet): formatting, merged cells, formulas; read-only on request. */
export function Spreadsheet(props: SpreadsheetProps) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? 560, display: 'grid', placeItems: 'center' }}>
          <Spin />
        </div>
      }
    >
      <SpreadsheetGrid {...props} />
    </Suspense>
  );
}
