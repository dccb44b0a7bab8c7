import type {
  PortKind,
  SlaveStationCreate,
  SlaveStationQuery,
  SlaveStationRecord,
  SlaveStationUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext, Scope } from '../access/access.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { PortService } from '../devices/ports.service.js';
import { createSlaveStationRepo, type SlaveStationRow } from './slave-stations.repo.js';

interface Deps {
  devices: DeviceService;
  ports: PortService;
}

export function createSlaveStationService(ctx: Ctx, { devices, ports }: Deps) {
  const repo = createSlaveStationRepo(ctx.db.kysely);

  const present = (row: SlaveStationRow): SlaveStationRecord => ({
    id: row.id,
    deviceId: row.deviceId,
    name: row.name,
    slaveAddress: row.slaveAddress,
    protocol: row.protocol,
    portType: row.portType as PortKind,
    portId: row.portId,
    createTime: formatTime(row.createdAt, ctx.config.timeZone),
  });

  /** A station of a device the scope sees; another company's answers like a missing one. */
  async function stationInScope(scope: Scope, id: number): Promise<SlaveStationRow> {
    const station = await repo.find(id);
    if (!station) throw notFound('slave station');
    await devices.deviceInScope(scope, station.deviceId).catch(() => {
      throw notFound('slave station');
    });
    return station;
  }

  /** The port must be the station's device's, and of the station's port type. */
  async function checkPort(auth: AuthContext, deviceId: number, portType: string, portId: number | null) {
    if (portId === null) return;
    const port = await ports.portInScope(auth.scope, portId);
    if (port.deviceId !== deviceId)
      throw badRequest(fieldText('portId', { zh: '不是该设备的端口', en: 'not a port of the device' }));
    if (port.kind !== portType)
      throw badRequest(fieldText('portId', { zh: `不是 ${portType} 端口`, en: `not a ${portType} port` }));
  }

  async function find(auth: AuthContext, query: SlaveStationQuery): Promise<SlaveStationRecord[]> {
    if (query.type === 'device') {
      const device = await devices.deviceInScope(auth.scope, query.typeId);
      return (await repo.list({ deviceId: device.id, protocol: query.protocol })).map(present);
    }
    const port = await ports.portInScope(auth.scope, query.typeId);
    if (port.kind !== query.type) throw notFound('port');
    return (await repo.list({ portId: port.id, protocol: query.protocol })).map(present);
  }

  async function create(auth: AuthContext, input: SlaveStationCreate): Promise<{ id: number }> {
    const device = await devices.deviceInScope(auth.scope, input.deviceId);
    await checkPort(auth, device.id, input.portType, input.portId);
    return { id: await repo.insert({ ...input, deviceId: device.id, createdAt: ctx.now() }) };
  }

  async function update(auth: AuthContext, input: SlaveStationUpdate): Promise<void> {
    const station = await stationInScope(auth.scope, input.id);
    const portType = input.portType ?? station.portType;
    const portId = input.portId === undefined ? station.portId : input.portId;
    await checkPort(auth, station.deviceId, portType, portId);
    const { id, ...patch } = input;
    await repo.update(id, patch);
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const station = await stationInScope(auth.scope, id);
    if (await repo.hasVariables(station.id))
      throw badRequest(fieldText('id', { zh: '从站下还有变量', en: 'the slave station still has variables' }));
    await repo.remove(station.id);
  }

  return { stationInScope, find, create, update, remove };
}
export type SlaveStationService = ReturnType<typeof createSlaveStationService>;
