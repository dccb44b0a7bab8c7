import type { ArchiveDetail } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export const getArchive = (id: number) => api.get<ArchiveDetail>(`/device/archives/${id}`);

export function useArchive(id: number | undefined) {
  return useQuery({ queryKey: ['archive', id], queryFn: () => getArchive(id as number), enabled: id !== undefined });
}
