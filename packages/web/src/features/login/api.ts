import type { Captcha, LoginRequest, LoginResult } from '@iot/contract';
import { currentDomain } from '../../api/auth';
import { api } from '../../api/client';

export const fetchCaptcha = () => api.get<Captcha>('/login/code');

export const login = (body: LoginRequest) => api.post<LoginResult>('/login/login', body);
export const rememberLogin = (rememberToken: string) => api.post<LoginResult>('/login/remember', { rememberToken });

export interface RegisterForm {
  logonType: number;
  mobile: string;
  username: string;
  password: string;
  rePassword: string;
  companyName: string;
  code: string;
}
export const register = (body: RegisterForm) => api.post('/login/register', { ...body, domain: currentDomain() });

export interface DemoForm {
  logonType: number;
  name: string;
  phone: string;
  company: string;
  code: string;
}
export const requestDemo = (body: DemoForm) => api.post('/login/demo', body);

export interface ForgotForm {
  mobile: string;
  code: string;
  password: string;
}
export const forgotPassword = (body: ForgotForm) =>
  api.post('/login/forgetPassword', body, { domain: currentDomain() });

export const sendRegisterCode = (mobile: string, logonType: number) =>
  api.get('/login/getCodeToLogin', { mobile, logonType });
export const sendDemoCode = (mobile: string, logonType: number) =>
  api.get('/login/getCodeToDemoLogin', { mobile, logonType });
export const sendForgotCode = (mobile: string) => api.get('/login/getCodeForgetPassword', { mobile });

/** Each hit names a company (`Name`, as the spec's company search answers). */
export interface CompanyHit {
  Name: string;
}
export const searchCompanies = (key: string) =>
  api.get<CompanyHit[]>('/login/getCompanyNameApi', { key, size: 10, page: 0 });

export const getUniqueCode = () => api.post<{ uniqueCode: string }>('/activation/code/getUniqueCode');
export const activate = (code: string) => api.post('/activation/code/activate', { code, domain: currentDomain() });
