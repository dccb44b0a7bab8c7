import type { DomainCheck, LoginResult } from '@iot/contract';
import { api, request } from './client';

export const currentDomain = () => window.location.hostname;

/** Unknown domain answers non-200 (the login page then goes to /404), so no toast. */
export const checkDomain = () =>
  request<DomainCheck>('POST', `/apply/checkAddressIsTrue/${encodeURIComponent(currentDomain())}`, { silent: true });

export const demoLogin = () => api.post<LoginResult>('/login/demo2', { domain: currentDomain() });
