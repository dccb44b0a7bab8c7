import type { Page, UserCreate, UserInfo, UserUpdate } from '@iot/contract';
import { api } from '../../api/client';
import type { PageRequest } from '../../ui/table-page/types';

export const fetchUsers = (request: PageRequest) => api.post<Page<UserInfo>>('/user/getPage', request);
export const createUser = (body: UserCreate) => api.post('/user', body);
export const updateUser = (body: UserUpdate) => api.put('/user', body);
export const deleteUser = (id: number) => api.delete(`/user/${id}`);
