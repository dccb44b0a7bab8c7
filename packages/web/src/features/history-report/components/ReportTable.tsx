import { TABLE_PAGE_SIZES } from '@iot/contract';
import { Table, type TableColumnsType } from 'antd';
import type { ReportSheet, SheetCell } from '../report-sheet';

interface Row {
  key: number;
  cells: SheetCell[];
}

/** Empty values sort last in either direction (antd flips the comparator for descending). */
function compareCells(a: SheetCell, b: SheetCell, order: 'ascend' | 'descend' | null | undefined): number {
  if (a === null || b === null) {
    if (a === b) return 0;
    return (a === null ? 1 : -1) * (order === 'descend' ? -1 : 1);
  }
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** Time rows and one sortable column per variable; empty buckets show as "-". */
export function ReportTable({ sheet }: { sheet: ReportSheet }) {
  const rows: Row[] = sheet.rows.map((cells, key) => ({ key, cells }));
  const columns: TableColumnsType<Row> = sheet.header.map((title, i) => ({
    key: String(i),
    title,
    fixed: i === 0 ? 'left' : undefined,
    width: i === 0 ? 180 : undefined,
    align: i === 0 ? 'left' : 'right',
    sorter: (a, b, order) => compareCells(a.cells[i] ?? null, b.cells[i] ?? null, order),
    defaultSortOrder: i === 0 ? 'ascend' : undefined,
    render: (_: unknown, row) => row.cells[i] ?? '-',
  }));
  return (
    <Table<Row>
      size="small"
      bordered
      dataSource={rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      pagination={{
        defaultPageSize: TABLE_PAGE_SIZES[0],
        pageSizeOptions: [...TABLE_PAGE_SIZES],
        showSizeChanger: true,
      }}
      data-testid="report-table"
    />
  );
}
