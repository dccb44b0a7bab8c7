import { API_PREFIX, RENEWED_TOKEN_HEADER, ResultCode, type Envelope } from '@iot/contract';
import i18n from 'i18next';
import { showError } from './feedback';
import { StorageKey } from './storage';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Do not show the server's msg on failure (the caller shows its own). */
  silent?: boolean;
}

/** A call that answered with a code other than 200. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onSessionEnded: () => void = () => window.location.replace('/login');

/** The shell installs a router-aware handler for code 10500. */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

export function getToken(): string | null {
  return localStorage.getItem(StorageKey.token);
}

export function setToken(token: string): void {
  localStorage.setItem(StorageKey.token, token);
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  // The server answers its messages in the console's language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  const token = getToken();
  if (token) headers.Authorization = token;
  const { body } = options;
  // Multipart bodies (uploads) go as they are: the browser writes their Content-Type with the boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (method !== 'GET') showError(i18n.t('common.operationFailed'));
    throw cause;
  }
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return { code: response.status || ResultCode.serverError, msg: response.statusText, data: undefined as T };
  }
}

/** The one way the console calls the server: token in, renewed token out, envelope checked. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed) setToken(renewed);
  // Error statuses still carry the envelope: always read the body.
  const envelope = await readEnvelope<T>(response);
  if (envelope.code === ResultCode.ok) return envelope.data;
  if (envelope.code === ResultCode.sessionEnded) {
    localStorage.removeItem(StorageKey.token);
    localStorage.removeItem(StorageKey.tabs);
    onSessionEnded();
  } else if (!options.silent) {
    showError(envelope.msg || i18n.t('common.operationFailed'));
  }
  throw new ApiError(envelope.code, envelope.msg);
}

/** A file the server sends to the session (a generated report): its bytes; a refusal is shown and thrown. */
async function file(path: string): Promise<Blob> {
  const response = await send('GET', path, {});
  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed) setToken(renewed);
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('application/json')) {
    return response.blob();
  }
  const envelope = await readEnvelope<unknown>(response);
  showError(envelope.msg || i18n.t('common.operationFailed'));
  throw new ApiError(envelope.code, envelope.msg);
}

export const api = {
  file,
  get: <T>(path: string, query?: RequestOptions['query'], silent?: boolean) =>
    request<T>('GET', path, { query, silent }),
  post: <T>(path: string, body?: unknown, query?: RequestOptions['query']) => request<T>('POST', path, { body, query }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
