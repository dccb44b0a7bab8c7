import { PlanCreate, RecordSource } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { demoShowroom } from '../../demo-world.js';
import type { Services } from '../../services.js';

const SEEDED = 'demoSeeded:maintenance';
const H = 3_600_000;
const DAY = 24 * H;

/**
 * The demo dealer's maintenance: plans of every status on its showroom gateway, and records in each
 * of the dashboard pie's categories. Once per installation (settings key), also on an installation
 * whose demo was seeded before this module existed.
 */
export async function seedMaintenanceDemo(ctx: Ctx, services: Services): Promise<void> {
  const { kysely } = ctx.db;
  if (await kysely.selectFrom('settings').select('key').where('key', '=', SEEDED).executeTakeFirst()) return;
  const showroom = await demoShowroom(ctx, services);
  if (!showroom?.operator) return;
  const { admin, operator, gateway } = showroom;
  const auth = await services.access.contextFor(admin, 0);
  const { plans, records } = services.maintenance;
  const now = ctx.now();
  const day = new Date(now).toISOString().slice(0, 10);
  const assignees = [
    { type: 1 as const, id: operator.id },
    { type: 1 as const, id: admin.id },
  ];
  const plan = async (fields: Record<string, unknown>) =>
    (await plans.create(auth, PlanCreate.parse({ targetType: 1, targetId: gateway.id, assignees, ...fields }))).id;

  const daily = await plan({
    name: '每日巡检 Daily inspection',
    type: 2,
    schedule: { kind: 'every', every: 1, unit: 'day', start: `${day} 08:30:00` },
    advanceMinutes: 60,
    graceMinutes: 240,
    checkItems: ['仪表读数 Gauge readings', '泄漏检查 Leak check', '异响 Unusual noise'],
  });
  await plan({
    name: '每周保养 Weekly service',
    type: 2,
    schedule: { kind: 'cron', cron: '0 9 * * 1' },
    graceMinutes: 1440,
    checkItems: ['润滑 Lubrication', '皮带张紧 Belt tension'],
  });
  await plan({
    name: '年度校准 Annual calibration',
    type: 3,
    schedule: { kind: 'once', at: now + 10 * DAY },
    advanceMinutes: 1440,
    checkItems: ['传感器校准 Sensor calibration'],
  });
  const fault = await plan({ name: '故障维修 Fault repair', type: 0, checkItems: ['故障原因 Cause'] });
  await plans.setStatus(auth, fault, 3);
  await plan({
    name: '备用泵保养 Standby pump service',
    type: 2,
    status: 0,
    schedule: { kind: 'every', every: 1, unit: 'month', start: `${day} 10:00:00` },
  });

  // One record per pie category: advance notice, unhandled, in time, overdue handled, overdue unhandled.
  const row = (await plans.byId(daily))!;
  const examples: [number, number | null][] = [
    [now + 30 * 60_000, null],
    [now - H, null],
    [now - 2 * DAY, now - 2 * DAY + H],
    [now - 3 * DAY, now - 3 * DAY + 6 * H],
    [now - DAY, null],
  ];
  for (const [dueAt, doneAt] of examples) {
    const id = await records.make(row, dueAt, RecordSource.manual);
    if (id === null || doneAt === null) continue;
    await kysely
      .updateTable('maintenanceRecords')
      .set({ doneAt, doneBy: operator.id, result: 0, notes: '演示记录 Demo record' })
      .where('id', '=', id)
      .execute();
  }
  await kysely
    .insertInto('settings')
    .values({ key: SEEDED, value: String(now) })
    .execute();
}
