import {
  API_PREFIX,
  RENEWED_TOKEN_HEADER,
  ResultCode,
  type Envelope,
  type FirmwareRecord,
  type Page,
} from '@iot/contract';
import { api, ApiError, getToken, setToken } from '../../api/client';
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

/**
 * `POST /version/upload` as multipart (fields first, then the file), through XMLHttpRequest for its
 * upload progress. Rejects with the server's msg; the caller shows it.
 */
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
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/version/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new ApiError(ResultCode.serverError, ''));
    xhr.onload = () => {
      const renewed = xhr.getResponseHeader(RENEWED_TOKEN_HEADER);
      if (renewed) setToken(renewed);
      let envelope: Envelope<{ id: number }>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<{ id: number }>;
      } catch {
        reject(new ApiError(xhr.status || ResultCode.serverError, xhr.statusText));
        return;
      }
      if (envelope.code === ResultCode.ok) resolve(envelope.data);
      else reject(new ApiError(envelope.code, envelope.msg));
    };
    xhr.send(body);
  });
}
