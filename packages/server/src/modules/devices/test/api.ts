import type { FixtureUser, TestApp } from '../../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A fixture user, a token made for a test's own user, or nobody (no token). */
export type Caller = FixtureUser | { token: string } | null;

/** Calls of the device, variable and firmware tests: as a fixture user, or without a token (null). */
export function apiOf(t: () => TestApp) {
  async function as(user: Caller, method: Method, url: string, payload?: object) {
    const token = user === null ? undefined : typeof user === 'string' ? await t().tokenFor(user) : user.token;
    return (await t().call({ method, url: `/admin/api${url}`, payload, token })).body;
  }

  let serial = 0;
  /** A device of the caller's company (or `companyId`), created through the API. */
  async function device(
    user: Exclude<Caller, null>,
    fields: Record<string, unknown> = {},
  ): Promise<{ id: number; secret: string }> {
    serial += 1;
    const body = await as(user, 'POST', '/device', {
      name: `Gateway ${serial}`,
      identity: `gw-${serial}-${Date.now()}`,
      ...fields,
    });
    if (body.code !== 200) throw new Error(`device not created: ${body.msg}`);
    return body.data as { id: number; secret: string };
  }

  async function variable(user: FixtureUser, deviceId: number, fields: Record<string, unknown> = {}): Promise<number> {
    serial += 1;
    const body = await as(user, 'POST', '/variable', { deviceId, name: `var_${serial}`, ...fields });
    if (body.code !== 200) throw new Error(`variable not created: ${body.msg}`);
    return (body.data as { id: number }).id;
  }

  return { as, device, variable };
}
