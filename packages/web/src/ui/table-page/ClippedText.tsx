import { Typography } from 'antd';
import type { TableColumn } from './types';

/** Cells lay out by their content: a long text is cut to its column's width (less the padding), whole on hover. */
export function ClippedText({ text, width }: { text: string; width: number }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ display: 'block', maxWidth: width - 16 }}>
      {text}
    </Typography.Text>
  );
}

/** A text column of a fixed width whose long values are cut; the export keeps them whole. */
export function clippedColumn<T>(
  key: keyof T & string,
  title: string,
  width: number,
  sortable = false,
): TableColumn<T> {
  return {
    key,
    title,
    width,
    sortable,
    dataIndex: key,
    render: (row) => <ClippedText text={String(row[key] ?? '')} width={width} />,
  };
}
