import type {
  Page,
  PlanRecord,
  TriggerInput,
  TriggerLogRow,
  TriggerRecord,
  FiringOutcome,
  UserInfo,
} from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PageRequest, PageResult } from '../../ui/table-page/types';

const ALL = { pageNum: 1, pageSize: 500, param: {} };

export const fetchTriggerPage = ({ pageNum, pageSize, param }: PageRequest): Promise<PageResult<TriggerRecord>> =>
  api.post<Page<TriggerRecord>>('/trigger/getPage', { pageNum, pageSize, param });

export const fetchTriggerLogs = (triggerId: number, { pageNum, pageSize }: PageRequest) =>
  api.post<Page<TriggerLogRow>>('/trigger/log/getPage', { pageNum, pageSize, param: { triggerId } });

export const createTrigger = (body: TriggerInput) => api.post<{ id: number }>('/trigger', body);
export const updateTrigger = (body: TriggerInput & { id: number }) => api.put('/trigger', body);
export const deleteTrigger = (id: number) => api.delete(`/trigger/${id}`);
export const setTriggerEnabled = (id: number, enabled: 0 | 1) => api.post(`/trigger/status/${id}`, { enabled });
export const fireTrigger = (id: number) =>
  api.post<{ logId: number; outcome: FiringOutcome }>(`/trigger/fire/${id}`, {});

export function useTrigger(id: number | undefined) {
  return useQuery({
    queryKey: ['trigger', id],
    queryFn: () => api.get<TriggerRecord>(`/trigger/${id}`),
    enabled: id !== undefined,
  });
}

/** Who a notify action can reach: the users the caller may list. */
export function useUserOptions() {
  return useQuery({
    queryKey: ['triggers', 'users'],
    queryFn: () => api.post<Page<UserInfo>>('/user/getPage', ALL).then((page) => page.records),
  });
}

/** The plans a maintenance action can open a record of. */
export function usePlanOptions() {
  return useQuery({
    queryKey: ['triggers', 'plans'],
    queryFn: () => api.post<Page<PlanRecord>>('/mainPlan/getPage', ALL).then((page) => page.records),
  });
}
