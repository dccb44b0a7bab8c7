import type { CompanyInfo, Page } from '@iot/contract';
import { api } from '../../api/client';
import type { PageRequest } from '../../ui/table-page/types';

export interface CompanyFields {
  name: string;
  parentId?: number | null;
  isDealer: boolean;
  /** Edit only: the IANA zone its report periods close in; null follows the installation. */
  timeZone?: string | null;
}

export const fetchCompanies = (request: PageRequest) => api.post<Page<CompanyInfo>>('/company/getPage', request);
export const createCompany = (body: CompanyFields) => api.post('/company', body);
export const updateCompany = (body: CompanyFields & { id: number }) => api.put('/company', body);
export const deleteCompany = (id: number) => api.delete(`/company/${id}`);
