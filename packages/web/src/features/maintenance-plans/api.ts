import type { MaintenanceRecordRow, Page, PlanRecord, RecordState } from '@iot/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PageRequest } from '../../ui/table-page/types';
import type { PlanBody } from './plan-form';

export const fetchPlans = (request: PageRequest) => api.post<Page<PlanRecord>>('/mainPlan/getPage', request);
export const createPlan = (body: PlanBody & { status: 0 | 1 }) => api.post<{ id: number }>('/mainPlan', body);
export const updatePlan = (body: PlanBody & { id: number }) => api.put<null>('/mainPlan', body);
export const deletePlan = (id: number) => api.delete<null>(`/mainPlan/${id}`);
export const setPlanStatus = (id: number, status: 1 | 3) => api.post<null>(`/mainPlan/status/${id}`, { status });

/** One page of a plan's records, of one pie category or all. */
export function usePlanRecords(planId: number, state: RecordState | undefined, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['maintenancePlanRecords', planId, state, pageNum, pageSize],
    queryFn: () =>
      api.post<Page<MaintenanceRecordRow>>('/mainRecord/getPage', { pageNum, pageSize, param: { planId, state } }),
    placeholderData: keepPreviousData,
  });
}

export function usePlan(id: number) {
  return useQuery({ queryKey: ['maintenancePlan', id], queryFn: () => api.get<PlanRecord>(`/mainPlan/${id}`) });
}
