import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { TABLE_PAGE_SIZES } from '@iot/contract';
import { useCallback, useState } from 'react';
import type { PageRequest, PageResult, TableSort } from './types';

export const tableQueryKey = (tableType: string) => ['table', tableType] as const;

interface TableDataOptions {
  defaultPageSize?: number;
  /** Parameters the screen sets itself (the chosen tree node): merged into the query's, part of its key. */
  fixedParam?: Record<string, unknown>;
}

/** Paging, sorting, query parameters and the loaded page of one table. */
export function useTableData<T>(
  tableType: string,
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>,
  options: TableDataOptions = {},
) {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(options.defaultPageSize ?? TABLE_PAGE_SIZES[0]);
  const [param, setParam] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState<TableSort | undefined>(undefined);
  const fixedParam = options.fixedParam;
  const query = useQuery({
    queryKey: [...tableQueryKey(tableType), pageNum, pageSize, param, sort, fixedParam],
    queryFn: () => fetchPage({ pageNum, pageSize, param: { ...param, ...fixedParam }, sort }),
    placeholderData: keepPreviousData,
  });

  const search = useCallback((next: Record<string, unknown>) => {
    setParam(next);
    setPageNum(1);
  }, []);

  const changePage = useCallback((num: number, size: number) => {
    setPageNum(num);
    setPageSize(size);
  }, []);

  const changeSort = useCallback((next: TableSort | undefined) => {
    setSort(next);
    setPageNum(1);
  }, []);

  return { query, pageNum, pageSize, param, sort, search, changePage, changeSort };
}

/** Reload every page of a table type after a save or delete. */
export function useReloadTable(tableType: string): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: tableQueryKey(tableType) }), [client, tableType]);
}
