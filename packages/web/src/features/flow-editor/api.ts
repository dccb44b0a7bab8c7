import type { FlowFileRecord, SymbolCategory, SymbolPage } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import { uploadForm } from '../../api/upload';

/** The editor shows one page of a group's pictures. */
const GROUP_PAGE = { pageIndex: 1, pageCount: 200 } as const;

/** Groups of the system library (a key and a title): type 1 for the screen editor, else 0 (spec 7). */
export function useSystemGroups(type: number) {
  return useQuery({
    queryKey: ['configflow', 'sysComponents', type],
    queryFn: () => api.get<SymbolCategory[]>(`/configflow/getSysComponentCategory/${type}`, undefined, true),
    retry: false,
  });
}

/** A group's pictures, read on the group's first expand (spec 2.1). */
export function useSystemGroupContent(type: number, category: string, enabled: boolean) {
  return useQuery({
    queryKey: ['configflow', 'sysComponents', type, category],
    queryFn: () =>
      request<SymbolPage>('POST', '/configflow/getSysComponentContent', {
        body: { category, type, ...GROUP_PAGE },
        silent: true,
      }),
    enabled,
    retry: false,
  });
}

/** Sends one image to a flow upload call (field `file`), with its progress. */
export function sendFlowImage(call: 'uploadUserComponentImage' | 'uploadBackgroundImage') {
  return (file: File, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return uploadForm<FlowFileRecord>(`/configflow/${call}`, body, onProgress);
  };
}
