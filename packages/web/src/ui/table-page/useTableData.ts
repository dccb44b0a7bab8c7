import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { TABLE_PAGE_SIZES } from '@iot/contract';
import { useCallback, useState } from 'react';
import type { PageRequest, PageResult } from './types';

export const tableQueryKey = (tableType: string) => ['table', tableType] as const;

/** Paging, query parameters and the loaded page of one table. */
export function useTableData<T>(tableType: string, fetchPage: (request: PageRequest) => Promise<PageResult<T>>) {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TABLE_PAGE_SIZES[0]);
  const [param, setParam] = useState<Record<string, unknown>>({});
  const query = useQuery({
    queryKey: [...tableQueryKey(tableType), pageNum, pageSize, param],
    queryFn: () => fetchPage({ pageNum, pageSize, param }),
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

  return { query, pageNum, pageSize, search, changePage };
}

/** Reload every page of a table type after a save or delete. */
export function useReloadTable(tableType: string): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: tableQueryKey(tableType) }), [client, tableType]);
}
