import type { MenuNode, Page, RoleDetail, RoleRecord } from '@iot/contract';
import { api } from '../../api/client';
import type { PageRequest } from '../../ui/table-page/types';

export interface RoleFields {
  name: string;
  menuIds: number[];
}

export const fetchRoles = (request: PageRequest) => api.post<Page<RoleRecord>>('/role/getPage', request);
export const fetchRole = (id: number) => api.get<RoleDetail>(`/role/${id}`);
export const createRole = (body: RoleFields) => api.post('/role', body);
export const updateRole = (body: RoleFields & { id: number }) => api.put('/role', body);
export const deleteRole = (id: number) => api.delete(`/role/${id}`);
export const fetchMenuTree = () => api.get<MenuNode[]>('/menu/tree');
