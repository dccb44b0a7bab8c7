import type { ReactNode } from 'react';

export interface TableColumn<T> {
  key: string;
  title: string;
  dataIndex?: keyof T & string;
  render?: (row: T) => ReactNode;
  /** Text written to the CSV export (default: the cell's raw value). */
  exportValue?: (row: T) => string | number | boolean | null | undefined;
  width?: number;
  /** The server can sort by this column (its key is the sort field). */
  sortable?: boolean;
}

export interface QueryField {
  name: string;
  label: string;
  /** Defaults to a text input. */
  input?: ReactNode;
}

export interface TableSort {
  field: string;
  ascending: boolean;
}

export interface PageRequest {
  pageNum: number;
  pageSize: number;
  param: Record<string, unknown>;
  /** Set when the user sorted by a sortable column. */
  sort?: TableSort;
}

export interface PageResult<T> {
  records: T[];
  total: number;
}
