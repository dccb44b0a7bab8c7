import type { GatewayCredentials } from './gateway.js';

export interface ProvisionOptions {
  /** Platform address, `http://host:port`. */
  api: string;
  /** An account that may create devices and regenerate secrets (the platform administrator). */
  account: string;
  password: string;
  count: number;
  /** Identities are the prefix and a 4-digit number: `sim-0001`, ... */
  prefix?: string;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Logs in over HTTP (the platform must run with IOT_CAPTCHA=off), creates the devices that do not
 * exist yet and gives every one a new secret: earlier secrets of these devices stop working.
 */
export async function provisionGateways(options: ProvisionOptions): Promise<GatewayCredentials[]> {
  const { api, account, password, count, prefix = 'sim-' } = options;
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${api.replace(/\/$/, '')}/admin/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };

  const { token } = await call<{ token: string }>('POST', '/login/login', { phone: account, password });
  const existing = await call<{ deviceList: { records: { id: number; identity: string }[] } }>(
    'POST',
    '/device/getDeviceListPage',
    { pageNum: 1, pageSize: 100_000, param: { identity: prefix } },
    token,
  );
  const ids = new Map(existing.deviceList.records.map((d) => [d.identity, d.id]));
  const gateways: GatewayCredentials[] = [];
  for (let i = 1; i <= count; i++) {
    const identity = `${prefix}${String(i).padStart(4, '0')}`;
    let id = ids.get(identity);
    if (id === undefined) {
      const body = { name: `Simulated gateway ${i}`, identity, modelName: 'simulator', scanCycle: 1 };
      id = (await call<{ id: number }>('POST', '/device', body, token)).id;
    }
    const { secret } = await call<{ secret: string }>('POST', `/device/${id}/secret`, undefined, token);
    gateways.push({ identity, secret });
  }
  return gateways;
}
