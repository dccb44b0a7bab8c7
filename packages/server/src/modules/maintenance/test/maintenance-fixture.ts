import { UserType, type PlanInput } from '@iot/contract';
import type { TestApp } from '../../../test/harness.js';
import { apiOf, type Caller } from '../../devices/test/api.js';

/** The time zone the maintenance tests read wall times in (no daylight saving). */
export const TEST_TZ = 'Asia/Shanghai';

/**
 * Maintenance calls as fixture users (or as operators made here), and the devices and plans they need.
 * The fixture clock starts at 2026-11-22 10:00 in TEST_TZ.
 */
export function maintenanceApiOf(t: () => TestApp) {
  const api = apiOf(t);
  let serial = 0;

  /** A plan on a new gateway of the user's company, enabled, due by hand; answers its id and device. */
  async function plan(user: Caller = 'dealerAdmin', fields: Partial<PlanInput> = {}) {
    serial += 1;
    const device = fields.targetId === undefined ? await api.device(user ?? 'dealerAdmin') : undefined;
    const body = await api.as(user, 'POST', '/mainPlan', {
      name: `Plan ${serial}`,
      type: 3,
      targetType: 1,
      targetId: device?.id,
      checkItems: ['Oil level', 'Belt tension'],
      ...fields,
    });
    if (body.code !== 200) throw new Error(`plan not created: ${body.msg}`);
    return { id: body.data.id as number, deviceId: (device?.id ?? fields.targetId) as number };
  }

  /** A record of a plan made by hand (due now unless told). */
  async function record(user: Caller, planId: number, dueTime?: string | number) {
    const body = await api.as(user, 'POST', `/mainPlan/record/${planId}`, dueTime === undefined ? {} : { dueTime });
    if (body.code !== 200) throw new Error(`record not made: ${body.msg}`);
    return body.data.id as number;
  }

  /**
   * An ordinary user (type 4) of the dealer with a role that reads the operations pages and handles
   * records; answers its id and a session token.
   */
  async function operator(name = `operator${++serial}`) {
    const k = t().testDb.db.kysely;
    const { dealer } = t().fixture.companies;
    const role = await k
      .insertInto('roles')
      .values({ companyId: dealer, name: `Ops ${name}`, builtin: null, createdAt: t().clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const menus = await k
      .selectFrom('menus')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('componentName', '=', 'operationCenter'),
          eb.and([
            eb('componentName', 'in', ['nullmainPlanInfo', 'oamPlanShare']),
            eb.or([eb('button', 'is', null), eb('button', 'in', ['read', 'handle'])]),
          ]),
        ]),
      )
      .execute();
    await k
      .insertInto('roleMenus')
      .values(menus.map((m) => ({ roleId: role.id, menuId: m.id })))
      .execute();
    const id = await t().app.services.users.createInternal({
      companyId: dealer,
      username: name,
      nickName: name,
      password: 'Passw0rd!x',
      userType: UserType.user,
      roleIds: [role.id],
    });
    const token = await t().app.services.sessions.create(id, 'session', '127.0.0.1');
    return { id, token };
  }

  /** A call with a token of a user made here. */
  async function withToken(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return (await t().call({ method, url: `/admin/api${url}`, payload, token })).body;
  }

  return { ...api, plan, record, operator, withToken };
}
export type MaintenanceApi = ReturnType<typeof maintenanceApiOf>;
