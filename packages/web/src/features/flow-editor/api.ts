import {
  ResultCode,
  type CustomDataRecord,
  type FlowComponentCreate,
  type FlowComponentRecord,
  type FlowComponentRename,
  type FlowFileRecord,
  type Page,
  type SymbolCategory,
  type SymbolPage,
  type VariableRecord,
} from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, request } from '../../api/client';
import type { ExistingTargets } from '../../editor/flow/bindings-table';
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

/** The system library's address of a symbol picture, or null for any other picture. */
export function symbolAddress(image: unknown): URL | null {
  if (typeof image !== 'string') return null;
  const url = new URL(image, window.location.origin);
  const ours = url.origin === window.location.origin && /\/configflow\/symbol\/[^/]+\/[^/]+\.svg$/.test(url.pathname);
  return ours ? url : null;
}

/** A system symbol's SVG text (served under a strict CSP from the library's index; read, never inserted). */
export async function symbolText(url: URL): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Every variable of a device (all kinds, spec 7: page size 9999 for type -1); none for a device gone. */
export async function deviceVariables(deviceId: number): Promise<VariableRecord[]> {
  try {
    const page = await request<Page<VariableRecord>>('POST', '/variable/findVarList', {
      body: { pageNum: 1, pageSize: 9999, param: { deviceId, type: -1 } },
      silent: true,
    });
    return page.records;
  } catch (error) {
    if (error instanceof ApiError && error.code === ResultCode.notFound) return [];
    throw error;
  }
}

/** What the flow's bindings point at that still exists: the bound devices' variables and the custom data. */
export function useExistingTargets(devices: readonly number[], customData: boolean) {
  return useQuery({
    queryKey: ['flowEditor', 'targets', devices, customData],
    queryFn: async (): Promise<ExistingTargets> => {
      const lists = await Promise.all(devices.map(deviceVariables));
      const custom = customData
        ? await api.post<Page<CustomDataRecord>>('/customdata/getPage', { pageNum: 1, pageSize: 9_999_999, param: {} })
        : undefined;
      return {
        variables: new Map(devices.map((id, i) => [id, new Set(lists[i]!.map((v) => v.varId))])),
        customData: new Set(custom?.records.map((r) => r.id) ?? []),
      };
    },
    retry: false,
  });
}

export const userComponentKeys = ['configflow', 'userComponents'] as const;
const USER_COMPONENTS = '/configflow/userComponent';

/** The company's user components, read when the user tab is first opened (spec 2.1). */
export function useUserComponents() {
  return useQuery({
    queryKey: userComponentKeys,
    queryFn: () => api.get<FlowComponentRecord[]>(USER_COMPONENTS),
    retry: false,
  });
}

export const saveUserComponent = (body: z.input<typeof FlowComponentCreate>) =>
  api.post<FlowComponentRecord>(USER_COMPONENTS, body);
export const renameUserComponent = (body: z.input<typeof FlowComponentRename>) => api.put<null>(USER_COMPONENTS, body);
export const deleteUserComponent = (id: number) => api.delete<null>(`${USER_COMPONENTS}/${id}`);
