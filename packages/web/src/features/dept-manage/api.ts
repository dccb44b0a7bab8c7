import type { DeptNode, UserInfo } from '@iot/contract';
import { api } from '../../api/client';
import type { PageRequest, PageResult } from '../../ui/table-page/types';

export interface DeptFields {
  name: string;
  parentId?: number | null;
}

/** Keeps the branches whose name (or a descendant's) contains `name`. */
export function filterTree(nodes: readonly DeptNode[], name: string): DeptNode[] {
  const needle = name.toLowerCase();
  return nodes.flatMap((node) => {
    const child = filterTree(node.child, name);
    return node.name.toLowerCase().includes(needle) || child.length > 0 ? [{ ...node, child }] : [];
  });
}

/** The whole tree in one answer: the table shows it without paging, filtered by name here. */
export async function fetchDepts({ param }: PageRequest): Promise<PageResult<DeptNode>> {
  const tree = await api.get<DeptNode[]>('/dept');
  const name = typeof param.name === 'string' ? param.name : '';
  const records = name ? filterTree(tree, name) : tree;
  return { records, total: records.length };
}

export const createDept = (body: DeptFields) => api.post('/dept', body);
export const updateDept = (body: DeptFields & { id: number }) => api.put('/dept', body);
export const deleteDept = (id: number) => api.delete(`/dept/${id}`);
export const fetchDeptUsers = (id: number) => api.get<UserInfo[]>(`/dept/users/${id}`);
