import { API_PREFIX, RENEWED_TOKEN_HEADER, ResultCode, type Envelope } from '@iot/contract';
import i18n from 'i18next';
import { ApiError, getToken, setToken } from './client';

/**
 * A multipart upload through XMLHttpRequest, for its upload progress (0–100). Rejects with the
 * server's msg (an ApiError); the caller shows it.
 */
export function uploadForm<T>(path: string, body: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new ApiError(ResultCode.serverError, ''));
    xhr.onload = () => {
      const renewed = xhr.getResponseHeader(RENEWED_TOKEN_HEADER);
      if (renewed) setToken(renewed);
      let envelope: Envelope<T>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
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
