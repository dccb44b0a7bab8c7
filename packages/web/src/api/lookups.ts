import type { CompanyInfo, DeptNode, Page, RoleRecord } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from './client';

/** Lists that several management screens pick from (companies, roles, departments). */

const ALL = { pageNum: 1, pageSize: 9999, param: {} };

export function useCompanyOptions() {
  return useQuery({
    queryKey: ['lookup', 'companies'],
    // Not every administrator may list companies: then the picker only offers their own.
    queryFn: () =>
      request<Page<CompanyInfo>>('POST', '/company/getPage', { body: ALL, silent: true }).then((page) => page.records),
  });
}

export function useRoleOptions() {
  return useQuery({
    queryKey: ['lookup', 'roles'],
    queryFn: () => api.post<Page<RoleRecord>>('/role/getPage', ALL).then((page) => page.records),
  });
}

export function useDeptTree() {
  return useQuery({ queryKey: ['lookup', 'depts'], queryFn: () => api.get<DeptNode[]>('/dept') });
}
