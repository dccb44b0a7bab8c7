import { PORT_SETTINGS, type PortCreate, type PortKind, type PortRecord, type PortUpdate } from '@iot/contract';
import { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Selectable } from 'kysely';
import type { DevicePortTable } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { parse } from '../../http/validate.js';
import type { AuthContext, Scope } from '../access/access.service.js';
import type { DeviceService } from './devices.service.js';
import { createPortRepo } from './ports.repo.js';

type PortRow = Selectable<DevicePortTable>;

/** Settings checked against the port's kind; a failure names `settings.<field>`. */
function settingsOf(kind: PortKind, settings: unknown): object {
  return parse(z.object({ settings: PORT_SETTINGS[kind] as z.ZodType<object> }), { settings }).settings;
}

export function createPortService(ctx: Ctx, { devices }: { devices: DeviceService }) {
  const repo = createPortRepo(ctx.db.kysely);

  const present = (row: PortRow): PortRecord => ({
    id: row.id,
    deviceId: row.deviceId,
    kind: row.kind as PortKind,
    name: row.name,
    settings: JSON.parse(row.settings) as PortRecord['settings'],
    createTime: formatTime(row.createdAt, ctx.config.timeZone),
  });

  /** A port of a device the scope sees; another company's answers like a missing one. */
  async function portInScope(scope: Scope, id: number): Promise<PortRow> {
    const port = await repo.find(id);
    if (!port) throw notFound('port');
    await devices.deviceInScope(scope, port.deviceId).catch(() => {
      throw notFound('port');
    });
    return port;
  }

  async function ofDevice(auth: AuthContext, deviceId: number, kind: PortKind): Promise<PortRecord[]> {
    const device = await devices.deviceInScope(auth.scope, deviceId);
    return (await repo.ofDevice(device.id, kind)).map(present);
  }

  async function create(auth: AuthContext, input: PortCreate): Promise<{ id: number }> {
    const device = await devices.deviceInScope(auth.scope, input.deviceId);
    const settings = settingsOf(input.kind, input.settings);
    const id = await repo.insert({
      deviceId: device.id,
      kind: input.kind,
      name: input.name,
      settings: JSON.stringify(settings),
      createdAt: ctx.now(),
    });
    return { id };
  }

  async function update(auth: AuthContext, input: PortUpdate): Promise<void> {
    const port = await portInScope(auth.scope, input.id);
    const settings = input.settings && JSON.stringify(settingsOf(port.kind as PortKind, input.settings));
    await repo.update(port.id, { name: input.name, settings });
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    await repo.remove((await portInScope(auth.scope, id)).id);
  }

  return { portInScope, ofDevice, create, update, remove };
}
export type PortService = ReturnType<typeof createPortService>;
