import type { AlarmConfigInput } from '@iot/contract';
import { apiOf, type Caller } from '../../devices/test/api.js';
import type { FixtureUser, TestApp } from '../../../test/harness.js';
import { createAlarmEventRepo, type NewAlarmRecord } from '../alarm-events.repo.js';

export interface WatchedVariable {
  deviceId: number;
  identity: string;
  secret: string;
  variableId: number;
  name: string;
}

/** Alarm calls as fixture users, and the devices, variables, custom data and records they need. */
export function alarmApiOf(t: () => TestApp) {
  const api = apiOf(t);
  let serial = 0;

  /** A device of the user's company with one variable (float unless told). */
  async function watched(
    user: FixtureUser = 'dealerAdmin',
    variable: Record<string, unknown> = {},
    device: Record<string, unknown> = {},
  ): Promise<WatchedVariable> {
    const created = await api.device(user, device);
    serial += 1;
    const name = `v${serial}`;
    const variableId = await api.variable(user, created.id, { name, ...variable });
    const row = await t().app.services.devices.getById(created.id);
    return { deviceId: created.id, identity: row!.identity, secret: created.secret, variableId, name };
  }

  /** A constant custom data item of the user's company. */
  async function customData(user: FixtureUser = 'dealerAdmin'): Promise<number> {
    serial += 1;
    const repertory = await api.as(user, 'POST', '/customdata/repertory', { name: `Alarms ${serial}` });
    const item = await api.as(user, 'POST', '/customdata', {
      repertoryId: repertory.data.id,
      name: `item${serial}`,
      type: 4,
      config: { value: 1 },
    });
    if (item.code !== 200) throw new Error(`custom data not created: ${item.msg}`);
    return item.data.id as number;
  }

  /** Saves a config (POST without id, PUT with one); answers the envelope. */
  function config(user: Caller, body: AlarmConfigInput) {
    return api.as(user, body.id === undefined ? 'POST' : 'PUT', '/alertConfig', body);
  }

  async function configured(user: FixtureUser, body: AlarmConfigInput): Promise<number> {
    const saved = await config(user, body);
    if (saved.code !== 200) throw new Error(`config not saved: ${saved.msg}`);
    return saved.data.id as number;
  }

  /** A record written directly (as the engine's writer would), for the record calls' tests. */
  async function record(fields: Partial<NewAlarmRecord> & { companyId: number }): Promise<number> {
    serial += 1;
    const id = await createAlarmEventRepo(t().testDb.db.kysely).insert(
      {
        configId: null,
        activeConfigId: null,
        deviceId: null,
        variableId: null,
        customDataId: null,
        varType: 1,
        deviceName: `Device ${serial}`,
        identity: `dev-${serial}`,
        variableName: `temp${serial}`,
        variableDesc: 'Temperature',
        mouldItemDesc: '',
        alarmType: 0,
        alertDesc: 'too hot',
        alertLevelColorId: 7,
        limitKind: 'upper',
        alarmLevel: 2,
        currentValue: 85,
        limitValue: 80,
        alarmTime: t().clock.now(),
        processState: 0,
        processTime: null,
        isSelfProcess: 0,
        confirmUserId: null,
        recoverTime: null,
        isPush: 1,
        isSuccess: 1,
        ...fields,
      },
      [{ itemId: 1, name: 'temp', description: 'Temperature', unit: '°C', numeric: 85, value: '85' }],
    );
    if (id === undefined) throw new Error('a record is already active for that config');
    return id;
  }

  return { ...api, watched, customData, config, configured, record };
}
export type AlarmApi = ReturnType<typeof alarmApiOf>;

/** Polls until `check` answers something truthy (alarm writes happen off the ingest path). */
export async function until<T>(check: () => Promise<T | undefined | null | false>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export { filesForm, PNG } from '../../../test/multipart.js';
