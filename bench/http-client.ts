// Calls to a listening app's /admin/api as a logged-in user, the envelope checked.
import { summary } from './stats.js';

export interface BenchCall {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  rounds?: number;
}

export function apiClient(api: string) {
  async function request(token: string, { method, url, body }: BenchCall) {
    const res = await fetch(`${api}${url}`, {
      method,
      headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const envelope = JSON.parse(text) as { code: number; msg: string; data: unknown };
    if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
    return { data: envelope.data, bytes: text.length };
  }

  async function login(phone: string, password: string): Promise<string> {
    const call: BenchCall = { label: 'login', method: 'POST', url: '/login/login', body: { phone, password } };
    return ((await request('', call)).data as { token: string }).token;
  }

  return { request, login };
}

type Request = ReturnType<typeof apiClient>['request'];

/** `rounds` timed calls after one that warms the caches; answers the summary line with the answer's size. */
export async function timeCall(request: Request, token: string, call: BenchCall, rounds: number, prefix: string) {
  const ms: number[] = [];
  let bytes = 0;
  for (let r = -1; r < (call.rounds ?? rounds); r++) {
    const t = performance.now();
    bytes = (await request(token, call)).bytes;
    if (r >= 0) ms.push(performance.now() - t);
  }
  return `${summary(`${prefix} ${call.label}`, ms)} (${(bytes / 1024).toFixed(0)} KB)`;
}
