import {
  CONFIG_FLOW_LIST_SIZE,
  type ConfigFlowCreate,
  type ConfigFlowDetail,
  type ConfigFlowPage,
  type ConfigFlowSaveAs,
  type ConfigFlowUpdate,
  type FlowFileRecord,
  type FlowRepertoryRecord,
  type FlowShareKind,
} from '@iot/contract';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from './client';

/**
 * The flow calls the editor, its list screens and run mode make: flows (`/configflow`) and templates
 * (`/template/configflow`) alike, folders and the editor's images.
 */
export type FlowKind = 'flow' | 'template';
const base = (kind: FlowKind) => (kind === 'template' ? '/template/configflow' : '/configflow');

export interface FlowListFilter {
  pageIndex?: number;
  pageCount?: number;
  publish?: 0 | 1;
  type?: 0 | 1;
  name?: string;
  repertoryId?: number;
}

export const flowKeys = {
  all: ['configflow'] as const,
  list: (kind: FlowKind, filter: FlowListFilter) => ['configflow', kind, 'list', filter] as const,
  detail: (kind: FlowKind, id: number) => ['configflow', kind, id] as const,
  repertories: ['configflow', 'repertories'] as const,
  componentImages: ['configflow', 'componentImages'] as const,
};

export const fetchFlows = (kind: FlowKind, filter: FlowListFilter) =>
  api.get<ConfigFlowPage>(`${base(kind)}/list`, { pageIndex: 1, pageCount: CONFIG_FLOW_LIST_SIZE, ...filter });

export function useFlows(kind: FlowKind, filter: FlowListFilter = {}) {
  return useQuery({ queryKey: flowKeys.list(kind, filter), queryFn: () => fetchFlows(kind, filter) });
}

/** The whole flow; its `data` is already sanitized by the server, and the editor sanitizes it again on load. */
export function useFlow(kind: FlowKind, id: number | null) {
  return useQuery({
    queryKey: flowKeys.detail(kind, id ?? 0),
    queryFn: () => api.get<ConfigFlowDetail>(`${base(kind)}/${id}`, { view: 1 }),
    enabled: id !== null,
  });
}

/** A screen or flow chart shared with the caller (`/dapingInfo`, `/lewuleInfo`); the page says why one is refused. */
export function useSharedFlow(kind: FlowShareKind, id: number | null) {
  return useQuery({
    queryKey: ['configflow', 'shared', kind, id ?? 0],
    queryFn: () => api.get<ConfigFlowDetail>(`/configflow/shared/${id}`, { kind }, true),
    enabled: id !== null,
    retry: false,
  });
}

export const createFlow = (kind: FlowKind, body: z.input<typeof ConfigFlowCreate>) =>
  api.post<{ id: number }>(base(kind), body);
export const updateFlow = (kind: FlowKind, body: z.input<typeof ConfigFlowUpdate>) => api.put<null>(base(kind), body);
export const deleteFlow = (kind: FlowKind, id: number) => api.delete<null>(`${base(kind)}/${id}`);
export const saveFlowAs = (kind: FlowKind, body: z.input<typeof ConfigFlowSaveAs>) =>
  api.post<{ id: number }>(`${base(kind)}/saveAs`, body);
export const setFlowPublished = (id: number, published: boolean) =>
  api.post<null>(`/configflow/${published ? 'publish' : 'unpublish'}/${id}`);

/** Any change to flows refreshes every flow list and detail. */
export function useFlowMutation<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: flowKeys.all }),
  });
}

export function useRepertories() {
  return useQuery({
    queryKey: flowKeys.repertories,
    queryFn: () => api.post<FlowRepertoryRecord[]>('/configflow/repertory/list'),
  });
}
export const createRepertory = (name: string) => api.post<{ id: number }>('/configflow/repertory', { name });
export const renameRepertory = (id: number, name: string) => api.put<null>('/configflow/repertory', { id, name });
export const deleteRepertory = (id: number) => api.delete<null>(`/configflow/repertory/${id}`);

/** The user tab of the gallery loads lazily (spec 2.1): enable it on first open. */
export function useComponentImages(enabled: boolean) {
  return useQuery({
    queryKey: flowKeys.componentImages,
    queryFn: () => api.get<FlowFileRecord[]>('/configflow/getUserComponentImageList'),
    enabled,
  });
}

export type FlowUpload = 'uploadUserComponentImage' | 'uploadBackgroundImage' | 'uploadImage';
/** Uploads one image (field `file`); silent, so the caller shows the server's msg or 'upload failed'. */
export function uploadFlowImage(call: FlowUpload, file: Blob, name: string) {
  const body = new FormData();
  body.append('file', file, name);
  return request<FlowFileRecord>('POST', `/configflow/${call}`, { body, silent: true });
}
export const deleteComponentImage = (id: number) =>
  request<null>('DELETE', `/configflow/deleteUserComponentImage/${id}`, { silent: true });
