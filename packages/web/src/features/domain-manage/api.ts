import type { DomainRecord, LoginStyle, Page } from '@iot/contract';
import { api } from '../../api/client';
import type { PageRequest } from '../../ui/table-page/types';

/** The editable fields of a domain (contract DomainCreate / DomainUpdate). */
export interface DomainFields {
  domain: string;
  style: LoginStyle;
  title: string;
  channelName: string;
  logoUrl: string;
  backGroundImage: string;
  recordNum: string;
  domainType: number;
  isDemo: boolean;
}

export const fetchDomains = (request: PageRequest) => api.post<Page<DomainRecord>>('/domain/getPage', request);
export const createDomain = (body: DomainFields) => api.post<{ id: number }>('/domain', body);
export const updateDomain = (body: Partial<DomainFields> & { id: number }) => api.put('/domain', body);
export const deleteDomain = (id: number) => api.delete(`/domain/${id}`);
