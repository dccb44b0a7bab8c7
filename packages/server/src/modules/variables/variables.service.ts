import {
  MAX_VARIABLES_PER_DEVICE,
  VARIABLE_NAME_PATTERN,
  VarType1,
  type DataType,
  type LiveValue,
  type VarListQuery,
  type VariableCreate,
  type VariableDetail,
  type VariableRecord,
  type VariableUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { VariableRow } from '../../db/schema.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext, Scope } from '../access/access.service.js';
import { parseExpression } from '../customdata/expression/index.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { SlaveStationService } from './slave-stations.service.js';
import { createVariableRepo, type VariableRecordRow } from './variables.repo.js';

interface Deps {
  devices: DeviceService;
  slaveStations: SlaveStationService;
}

/** The raw value a variable's expression is written over. */
const RAW_VALUE = 'x';

function checkExpression(expression: string): void {
  if (expression === '') return;
  const parsed = parseExpression(expression);
  if (!parsed.ok) throw badRequest(fieldText('expression', parsed.error));
  const unknown = parsed.names.find((name) => name !== RAW_VALUE);
  if (unknown !== undefined)
    throw badRequest(
      fieldText('expression', {
        zh: `未知名称 '${unknown}'，只能用 x（原始值）`,
        en: `unknown name '${unknown}', only x (the raw value)`,
      }),
    );
}

/** The type a gateway's first value of a new name suggests. */
function inferDataType(sample: unknown): DataType {
  if (typeof sample === 'number') return 'float';
  if (typeof sample === 'boolean') return 'switch_value';
  if (typeof sample === 'string') return 'string';
  throw badRequest(fieldText('value', { zh: '不是数字、布尔值或字符串', en: 'not a number, boolean or string' }));
}

const nowValueOf = (row: { value: string | null; numeric: number | null }) => row.numeric ?? row.value;

export function createVariableService(ctx: Ctx, { devices, slaveStations }: Deps) {
  const repo = createVariableRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;

  const present = (row: VariableRecordRow): VariableRecord => ({
    id: row.id,
    varId: row.id,
    varName: row.name,
    name: row.name,
    unit: row.unit,
    description: row.description,
    dataType: row.dataType as DataType,
    expression: row.expression,
    decimalPlaces: row.decimalPlaces,
    varType_: 1,
    varType_1: row.varType1 as VariableRecord['varType_1'],
    slaveId: row.slaveId,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    deviceNum: row.deviceNum,
    nowValue: nowValueOf(row),
    createTime: formatTime(row.createdAt, timeZone),
  });

  /** A variable of a device the scope sees; another company's answers like a missing one. */
  async function variableInScope(scope: Scope, id: number): Promise<VariableRow> {
    const variable = await repo.find(id);
    if (!variable) throw notFound('variable');
    await devices.deviceInScope(scope, variable.deviceId).catch(() => {
      throw notFound('variable');
    });
    return variable;
  }

  async function assertNameFree(deviceId: number, name: string, exceptId?: number): Promise<void> {
    const holder = await repo.byName(deviceId, name);
    if (holder && holder.id !== exceptId)
      throw badRequest(fieldText('name', { zh: '该设备上已有同名变量', en: 'already used on this device' }));
  }

  /** Slave variables name a station of their own device; the others none. */
  async function checkSlave(auth: AuthContext, deviceId: number, varType1: number, slaveId: number | null) {
    if (varType1 !== VarType1.slave) {
      if (slaveId !== null)
        throw badRequest(
          fieldText('slaveId', {
            zh: '只有从站变量（varType_1 为 3）才有从站',
            en: 'only slave variables (varType_1 3) have a slave station',
          }),
        );
      return;
    }
    if (slaveId === null)
      throw badRequest(fieldText('slaveId', { zh: '从站变量必填', en: 'required for a slave variable' }));
    const station = await slaveStations.stationInScope(auth.scope, slaveId);
    if (station.deviceId !== deviceId)
      throw badRequest(fieldText('slaveId', { zh: '不是该设备的从站', en: 'not a slave station of the device' }));
  }

  async function assertRoom(deviceId: number): Promise<void> {
    if ((await repo.countOfDevice(deviceId)) >= MAX_VARIABLES_PER_DEVICE) {
      throw badRequest(
        fieldText('deviceId', {
          zh: `每台设备最多 ${MAX_VARIABLES_PER_DEVICE} 个变量`,
          en: `a device has at most ${MAX_VARIABLES_PER_DEVICE} variables`,
        }),
      );
    }
  }

  async function create(auth: AuthContext, input: VariableCreate): Promise<{ id: number }> {
    const device = await devices.deviceInScope(auth.scope, input.deviceId);
    await assertNameFree(device.id, input.name);
    await checkSlave(auth, device.id, input.varType_1, input.slaveId);
    checkExpression(input.expression);
    await assertRoom(device.id);
    const { varType_1, ...fields } = input;
    const row = await repo.insert({ ...fields, varType1: varType_1, createdAt: ctx.now() });
    return { id: row.id };
  }

  async function update(auth: AuthContext, input: VariableUpdate): Promise<{ id: number }> {
    const variable = await variableInScope(auth.scope, input.id);
    if (input.name !== undefined) await assertNameFree(variable.deviceId, input.name, variable.id);
    if (input.varType_1 !== undefined || input.slaveId !== undefined) {
      const varType1 = input.varType_1 ?? variable.varType1;
      const slaveId =
        input.slaveId === undefined ? (varType1 === VarType1.slave ? variable.slaveId : null) : input.slaveId;
      await checkSlave(auth, variable.deviceId, varType1, slaveId);
      input = { ...input, slaveId };
    }
    if (input.expression !== undefined) checkExpression(input.expression);
    const { id, varType_1, ...fields } = input;
    await repo.update(id, { ...fields, varType1: varType_1 });
    return { id };
  }

  async function remove(auth: AuthContext, id: number): Promise<{ id: number }> {
    await repo.remove((await variableInScope(auth.scope, id)).id);
    return { id };
  }

  async function get(auth: AuthContext, id: number): Promise<VariableDetail> {
    const row = await repo.record(auth.scope, id);
    if (!row) throw notFound('variable');
    return { ...present(row), repertoryId: null };
  }

  async function findVarList(auth: AuthContext, query: VarListQuery) {
    const { deviceId, slaveStationId } = query.param;
    if (deviceId !== undefined) await devices.deviceInScope(auth.scope, deviceId);
    if (slaveStationId !== undefined) await slaveStations.stationInScope(auth.scope, slaveStationId);
    const { rows, total } = await repo.page(auth.scope, query);
    return { records: rows.map(present), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function live(auth: AuthContext, deviceId: number): Promise<LiveValue[]> {
    const device = await devices.deviceInScope(auth.scope, deviceId);
    return (await repo.ofDeviceWithValues(device.id)).map((row) => ({
      varId: row.id,
      name: row.name,
      unit: row.unit,
      description: row.description,
      dataType: row.dataType as DataType,
      decimalPlaces: row.decimalPlaces,
      nowValue: nowValueOf(row),
      ts: row.ts,
      time: row.ts === null ? null : formatTime(row.ts, timeZone),
    }));
  }

  /**
   * For telemetry: a name the device publishes for the first time becomes an external variable.
   * A name taken meanwhile (another ingest) answers the existing variable.
   */
  async function autoRegisterVariable(deviceId: number, name: string, sample: unknown): Promise<VariableRow> {
    if (!VARIABLE_NAME_PATTERN.test(name))
      throw badRequest(fieldText('name', { zh: '不是有效的变量名', en: 'not a valid variable name' }));
    const existing = await repo.byName(deviceId, name);
    if (existing) return existing;
    await assertRoom(deviceId);
    const variable = {
      deviceId,
      name,
      unit: '',
      description: '',
      dataType: inferDataType(sample),
      expression: '',
      decimalPlaces: 2,
      varType1: VarType1.external,
      slaveId: null,
      createdAt: ctx.now(),
    };
    try {
      return await repo.insert(variable);
    } catch (error) {
      const raced = await repo.byName(deviceId, name);
      if (raced) return raced;
      throw error;
    }
  }

  return {
    variableInScope,
    variablesOfDevice: repo.ofDevice,
    autoRegisterVariable,
    create,
    update,
    remove,
    get,
    findVarList,
    live,
  };
}
export type VariableService = ReturnType<typeof createVariableService>;
