import {
  AlarmVarType,
  LimitDataType,
  type AlarmConfig,
  type AlarmConfigBody,
  type AlarmLevel,
  type AlarmType,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { PagePermission } from '../../http/guard.js';
import type { AuthContext } from '../access/access.service.js';
import { assertHoldsOne } from '../access/permissions.js';
import type { CustomDataService } from '../customdata/customdata.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { VariableService } from '../variables/variables.service.js';
import { checkedConfig } from './alarm-config-checks.js';
import { createAlarmConfigRepo } from './alarm-configs.repo.js';
import { filterApplies, type AlarmConfigRow } from './alarm-rules.js';
import { createChangeFeed } from '../../cluster/change-feed.js';

export interface AlarmConfigDeps {
  devices: Pick<DeviceService, 'getById'>;
  variables: Pick<VariableService, 'variableInScope'>;
  customData: Pick<CustomDataService, 'get'>;
}

/** Who may read and change a config: the alarm config button of the page the target is managed on, or of the alarm page. */
const CONFIG_PERMISSIONS: Record<AlarmVarType, readonly PagePermission[]> = {
  [AlarmVarType.variable]: ['equipIndex:alarmConfig', 'alertInfo:alarmConfig'],
  [AlarmVarType.customData]: ['cusDataShare:alarmConfig', 'alertInfo:alarmConfig'],
};

/** What the config routes ask for; the service then asks for the one of the target's kind. */
export const ALARM_CONFIG_PERMISSIONS = [...new Set(Object.values(CONFIG_PERMISSIONS).flat())];

interface Target {
  varType: AlarmVarType;
  id: number;
  deviceId: number | null;
  dataType: string;
  modelName: string | null;
}

const level = (v: number | null) => v as AlarmLevel | null;

/** `/alertConfig`: one config per variable or custom data item; every change reaches the engine before the call answers. */
export function createAlarmConfigService(ctx: Ctx, deps: AlarmConfigDeps) {
  const repo = createAlarmConfigRepo(ctx.db.kysely);
  const changes = createChangeFeed<number>();
  const { timeZone } = ctx.config;

  const present = (row: AlarmConfigRow, target: Target): AlarmConfig => ({
    id: row.id,
    variableId: row.variableId,
    deviceId: target.deviceId,
    customDataId: row.customDataId,
    dataType: row.dataType,
    limitDataType: row.limitDataType === LimitDataType.switch ? LimitDataType.switch : LimitDataType.limits,
    type: row.type as AlarmType,
    enable: row.enable,
    saveRecord: row.saveRecord,
    alertLevelColorId: row.alertLevelColorId,
    alertDesc: row.alertDesc,
    deadBand: row.deadBand,
    uupperLimit: row.uupperLimit,
    uupperLevel: level(row.uupperLevel),
    upperLimit: row.upperLimit,
    upperLevel: level(row.upperLevel),
    lowerLimit: row.lowerLimit,
    lowerLevel: level(row.lowerLevel),
    llowerLimit: row.llowerLimit,
    llowerLevel: level(row.llowerLevel),
    switchValue: row.switchValue === null ? null : row.switchValue === 1,
    switchLevel: level(row.switchLevel),
    filtering: row.filtering,
    filteringConfig: row.filteringConfig,
    remindMinutes: row.remindMinutes,
    createTime: formatTime(row.createdAt, timeZone),
    updateTime: formatTime(row.updatedAt, timeZone),
  });

  /** The variable or custom data item, if the caller may configure its alarms; another company's answers 404. */
  async function targetOf(auth: AuthContext, varType: AlarmVarType, id: number): Promise<Target> {
    assertHoldsOne(auth, CONFIG_PERMISSIONS[varType]);
    if (varType === AlarmVarType.customData) {
      await deps.customData.get(auth, id);
      return { varType, id, deviceId: null, dataType: 'float', modelName: null };
    }
    const variable = await deps.variables.variableInScope(auth.scope, id);
    const device = await deps.devices.getById(variable.deviceId);
    return {
      varType,
      id,
      deviceId: variable.deviceId,
      dataType: variable.dataType,
      modelName: device?.modelName ?? null,
    };
  }

  async function detail(auth: AuthContext, varType: AlarmVarType, id: number): Promise<AlarmConfig | null> {
    const target = await targetOf(auth, varType, id);
    const row = await repo.ofTarget(varType, id);
    return row ? present(row, target) : null;
  }

  function targetOfBody(body: AlarmConfigBody): { varType: AlarmVarType; id: number } {
    if ((body.variableId === null) === (body.customDataId === null)) {
      throw badRequest(
        fieldText('variableId', {
          zh: 'variableId 与 customDataId 只能填一个',
          en: 'give either variableId or customDataId',
        }),
      );
    }
    return body.variableId !== null
      ? { varType: AlarmVarType.variable, id: body.variableId }
      : { varType: AlarmVarType.customData, id: body.customDataId! };
  }

  /** Creates (no id) or replaces (id) the config; answers its id. */
  async function save(auth: AuthContext, body: AlarmConfigBody): Promise<{ id: number }> {
    const named = targetOfBody(body);
    const target = await targetOf(auth, named.varType, named.id);
    const existing = body.id === undefined ? undefined : await repo.find(body.id);
    if (body.id !== undefined) {
      const sameTarget =
        existing &&
        (named.varType === AlarmVarType.variable ? existing.variableId : existing.customDataId) === named.id;
      if (!sameTarget) throw notFound('alarm config');
    } else {
      const held = await repo.ofTarget(named.varType, named.id);
      if (held)
        throw badRequest(
          fieldText('id', {
            zh: `该项已有报警配置（${held.id}），请用 PUT 修改`,
            en: `the item already has an alarm config (${held.id}); change it with PUT`,
          }),
        );
    }
    const limitDataType = target.dataType === 'switch_value' ? LimitDataType.switch : LimitDataType.limits;
    const config = checkedConfig(body, limitDataType, filterApplies(target.modelName));
    const now = ctx.now();
    const values = {
      variableId: named.varType === AlarmVarType.variable ? named.id : null,
      customDataId: named.varType === AlarmVarType.customData ? named.id : null,
      dataType: target.dataType,
      limitDataType,
      type: config.type,
      enable: config.enable,
      saveRecord: config.saveRecord,
      alertLevelColorId: config.alertLevelColorId,
      alertDesc: config.alertDesc,
      deadBand: config.deadBand,
      uupperLimit: config.uupperLimit,
      uupperLevel: config.uupperLevel,
      upperLimit: config.upperLimit,
      upperLevel: config.upperLevel,
      lowerLimit: config.lowerLimit,
      lowerLevel: config.lowerLevel,
      llowerLimit: config.llowerLimit,
      llowerLevel: config.llowerLevel,
      switchValue: config.switchValue === null ? null : config.switchValue ? 1 : 0,
      switchLevel: config.switchLevel,
      filtering: config.filtering,
      filteringConfig: config.filteringConfig,
      remindMinutes: config.remindMinutes,
      updatedAt: now,
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await repo.update(id, values);
    } else {
      id = await repo.insert({ ...values, createdAt: now });
    }
    await changes.emit(id);
    return { id };
  }

  /** Called after every saved config (the engine reloads that rule before the call answers). */
  const onChange = (listener: (configId: number) => Promise<void>): (() => void) => changes.listen(listener);

  return { detail, save, onChange, changes, ruleSources: repo.ruleSources, find: repo.find };
}
export type AlarmConfigService = ReturnType<typeof createAlarmConfigService>;
