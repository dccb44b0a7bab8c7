import type { ArchiveRecord, Page, VariableRecord } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PageRequest, PageResult } from '../../ui/table-page/types';
import { containsText } from '../../ui/pickers/types';

export interface ArchiveFields {
  name: string;
  nameplate: string;
  fixedAssetsNo: string;
  description: string;
  deviceId: number | null;
  mouldItems: { name: string; description: string; unit: string; variableId: number | null }[];
}

/** `GET /device/archives` answers the whole list: the table pages and filters it here. */
export async function fetchArchives({ pageNum, pageSize, param }: PageRequest): Promise<PageResult<ArchiveRecord>> {
  const all = await api.get<ArchiveRecord[]>('/device/archives');
  const name = typeof param.name === 'string' ? param.name : '';
  const records = all.filter((row) => containsText(name, row.name));
  return { records: records.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: records.length };
}

export const createArchive = (body: ArchiveFields) => api.post<{ id: number }>('/device/archives', body);
export const updateArchive = (body: ArchiveFields & { id: number }) => api.put('/device/archives', body);
export const deleteArchive = (id: number) => api.delete(`/device/archives/${id}`);

export function useVariablesOf(deviceId: number | null) {
  return useQuery({
    queryKey: ['archive', 'variables', deviceId],
    queryFn: () =>
      api
        .post<Page<VariableRecord>>('/variable/findVarList', {
          pageNum: 1,
          pageSize: 9999,
          param: { deviceId, type: -1 },
        })
        .then((page) => page.records),
    enabled: deviceId !== null,
  });
}
