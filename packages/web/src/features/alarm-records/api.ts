import type {
  AlarmFollowItemCreate,
  AlarmFollowRecord,
  AlarmRecordRow,
  AlarmReminderCandidate,
  AlarmSnapshotItem,
  Page,
} from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import type { PageRequest, PageResult } from '../../ui/table-page/types';
import { alarmPageBody } from './alarm-query';

export const alarmRecordKey = (id: number) => ['alarmRecord', id] as const;

export const fetchAlarmPage = (page: PageRequest): Promise<PageResult<AlarmRecordRow>> =>
  api.post<Page<AlarmRecordRow>>('/alarmRecord', alarmPageBody(page));

export function useAlarmRecord(id: number | null, initial?: AlarmRecordRow) {
  return useQuery({
    queryKey: alarmRecordKey(id ?? 0),
    queryFn: () => api.get<AlarmRecordRow>(`/alarmRecord/${id}`),
    enabled: id !== null,
    initialData: initial,
    staleTime: 0,
  });
}

export const confirmAlarm = (id: number) => api.post<null>(`/alarmRecord/confirm/${id}`);

export function useSnapshot(recordId: number) {
  return useQuery({
    queryKey: [...alarmRecordKey(recordId), 'snapshot'],
    queryFn: () => api.get<AlarmSnapshotItem[]>(`/alarmRecord/snapshot/${recordId}`),
  });
}

export const followsKey = (recordId: number) => [...alarmRecordKey(recordId), 'follows'] as const;

export function useFollows(recordId: number) {
  return useQuery({
    queryKey: followsKey(recordId),
    queryFn: () => api.get<AlarmFollowRecord[]>(`/alarmRecord/follow/list/${recordId}`),
  });
}

/** Follow-up calls are silent: the dialog shows the server's msg or its own failed text. */
export const createFollow = (body: { recordId: number; content: string; list: number[] }) =>
  request<{ id: number }>('POST', '/alarmRecord/follow/create', {
    body: { ...body, images: [], items: [] },
    silent: true,
  });

export function uploadFollowImages(followId: number, files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return request<unknown>('POST', `/alarmRecord/follow/upload/${followId}`, { body, silent: true });
}

export const saveFollowUsers = (body: AlarmFollowItemCreate) =>
  request<null>('POST', '/alarmRecord/follow/item/create', { body, silent: true });

export const deleteFollow = (id: number) => request<null>('DELETE', `/alarmRecord/follow/${id}`, { silent: true });

/** Users a follow-up of this record can remind: those of the alarm's company and of its dealer. */
export function useReminderCandidates(recordId: number) {
  return useQuery({
    queryKey: ['alarmRecord', recordId, 'reminderCandidates'],
    queryFn: () => api.get<AlarmReminderCandidate[]>(`/alarmRecord/follow/users/${recordId}`),
    staleTime: 60_000,
  });
}
