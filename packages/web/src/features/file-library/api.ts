import type { FileRecord, Page } from '@iot/contract';
import { api } from '../../api/client';
import { uploadForm } from '../../api/upload';
import type { PageRequest, PageResult } from '../../ui/table-page/types';

export const fetchFiles = ({ pageNum, pageSize, param }: PageRequest): Promise<PageResult<FileRecord>> =>
  api.post<Page<FileRecord>>('/filesTable/list', { pageNum, pageSize, param });

export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<FileRecord> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadForm<FileRecord>('/filesTable/upload', body, onProgress);
}

export const deleteFile = (id: number) => api.delete(`/filesTable/${id}`);
