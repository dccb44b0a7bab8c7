/**
 * Direct calls to the server, for what a test needs besides the browser: accounts to start from,
 * messages from the outbox, and restoring what a test changed.
 */
import { ACCOUNTS, type AccountName } from './console.js';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface ApiSession {
  token: string;
  user: { id: number; companyId: number };
}

export async function apiCall<T>(
  baseUrl: string,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/admin/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** One login attempt (the server throttles them per address: keep these few). */
export function apiLogin(baseUrl: string, name: AccountName): Promise<ApiSession> {
  const { account, password } = ACCOUNTS[name];
  return apiCall<ApiSession>(baseUrl, null, 'POST', '/login/login', { phone: account, password });
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  target: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** The newest outbox message to `target` (read as a platform administrator). */
export async function latestMessageTo(baseUrl: string, adminToken: string, target: string): Promise<OutboxMessage> {
  const page = await apiCall<{ records: OutboxMessage[] }>(baseUrl, adminToken, 'POST', '/outbox/getPage', {
    pageNum: 1,
    pageSize: 100,
  });
  const message = page.records.find((record) => record.target === target);
  if (!message) throw new Error(`no outbox message to ${target}`);
  return message;
}

/** The six-digit code of a verification message. */
export function codeOf(message: OutboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match?.[1]) throw new Error(`no code in "${message.body}"`);
  return match[1];
}

/** A phone number no other test uses (11 digits, 139 and the time). */
export function uniquePhone(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

/**
 * The demo's temperature alarms fire at random moments, and their notices stay on screen: tests
 * that need alarms configure their own, on their own devices.
 */
export async function disableDemoAlarms(baseUrl: string): Promise<void> {
  const { token } = await apiLogin(baseUrl, 'admin');
  const { records } = await apiCall<{ records: { id: number }[] }>(baseUrl, token, 'POST', '/variable/findVarList', {
    pageNum: 1,
    pageSize: 100,
    param: { name: 'temperature' },
  });
  for (const { id } of records) {
    const config = await apiCall<Record<string, unknown> | null>(
      baseUrl,
      token,
      'GET',
      `/alertConfig/detail/${id}?varType=1`,
    );
    if (config) await apiCall(baseUrl, token, 'PUT', '/alertConfig', { ...config, enable: 0 });
  }
}
