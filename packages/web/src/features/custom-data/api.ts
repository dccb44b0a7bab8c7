import type {
  CustomDataCreate,
  CustomDataDetail,
  CustomDataRecord,
  CustomDataRef,
  CustomDataUpdate,
  Page,
  RepertoryNode,
  VariableDetail,
} from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import type { PageRequest } from '../../ui/table-page/types';

export const repertoryTreeKey = ['customdata', 'tree'] as const;

export function useRepertoryTree() {
  return useQuery({
    queryKey: repertoryTreeKey,
    queryFn: () => api.post<{ repertories: RepertoryNode[] }>('/customdata/getTree').then((d) => d.repertories),
  });
}

export const fetchCustomData = (request: PageRequest) =>
  api.post<Page<CustomDataRecord>>('/customdata/getPage', request);
export const getCustomData = (id: number) => api.get<CustomDataDetail>(`/customdata/${id}`);
/** Silent: the dialog puts the server's reason (an expression's parse error) on its field. */
export const createCustomData = (body: CustomDataCreate) =>
  request<{ id: number }>('POST', '/customdata', { body, silent: true });
export const updateCustomData = (body: CustomDataUpdate) => request<null>('PUT', '/customdata', { body, silent: true });
export const deleteCustomData = (id: number) => api.delete(`/customdata/${id}`);

export const createRepertory = (name: string, parentId: number | null) =>
  api.post<{ id: number }>('/customdata/repertory', { name, parentId });
export const renameRepertory = (id: number, name: string) => api.put('/customdata/repertory', { id, name });
export const deleteRepertory = (id: number) => api.delete(`/customdata/repertory/${id}`);

/** The name a stored reference shows (a variable with its device). */
export function useRefName(ref: CustomDataRef | undefined) {
  return useQuery({
    queryKey: ['customdata', 'ref', ref?.kind, ref?.id],
    queryFn: async () => {
      if (!ref) return '';
      if (ref.kind === 'customdata') return (await getCustomData(ref.id)).name;
      const variable = await api.get<VariableDetail>(`/variable/${ref.id}`);
      return `${variable.deviceName} · ${variable.name}`;
    },
    enabled: ref !== undefined,
    staleTime: 60_000,
  });
}
