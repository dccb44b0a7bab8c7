import type { FirmwareRecord, Page } from '@iot/contract';
import { api } from '../../api/client';
import { uploadForm } from '../../api/upload';
import type { PageRequest, PageResult } from '../../ui/table-page/types';

export interface FirmwareUploadFields {
  version: string;
  modelName: string;
  publishContent: string;
}

export const fetchFirmwarePage = ({ pageNum, pageSize, param }: PageRequest): Promise<PageResult<FirmwareRecord>> =>
  api.post<Page<FirmwareRecord>>('/version/getListPage', { pageNum, pageSize, param });

export const updateFirmware = (body: { id: number; ispublish?: 0 | 1; publishContent?: string }) =>
  api.put('/version', body);
export const deleteFirmware = (id: number) => api.delete(`/version/${id}`);

/** `POST /version/upload` as multipart (fields first, then the file), with its upload progress. */
export function uploadFirmware(
  fields: FirmwareUploadFields,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ id: number }> {
  const body = new FormData();
  body.append('version', fields.version);
  body.append('modelName', fields.modelName);
  body.append('publishContent', fields.publishContent);
  body.append('file', file, file.name);
  return uploadForm<{ id: number }>('/version/upload', body, onProgress);
}
