import type { ExpirationRecord, Page } from '@iot/contract';
import { api } from '../../api/client';
import type { PageRequest, PageResult } from '../../ui/table-page/types';

export type ExpirationStatus = 'all' | 'expired' | 'expiring' | 'valid';
export const EXPIRATION_STATUSES: readonly ExpirationStatus[] = ['all', 'expired', 'expiring', 'valid'];

/** Fields of `PUT /device/expiration` (contract ExpirationUpdate). */
export interface ExpirationFields {
  id: number;
  enableDays: number | null;
  /** `yyyy-MM-dd HH:mm:ss`, or null: the package started when the device was created. */
  packageTime: string | null;
}

export const fetchExpirationPage = ({ pageNum, pageSize, param }: PageRequest): Promise<PageResult<ExpirationRecord>> =>
  api.post<Page<ExpirationRecord>>('/device/getExpirationPage', { pageNum, pageSize, param });

export const updateExpiration = (body: ExpirationFields) => api.put('/device/expiration', body);
