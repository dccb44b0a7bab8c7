import { TriggerCreate, type TriggerInput } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { demoShowroom } from '../../demo-world.js';
import type { Services } from '../../services.js';

const SEEDED = 'demoSeeded:triggers';

/**
 * The demo dealer's triggers on its showroom gateway: one of each kind a visitor can try without
 * waiting (a function trigger that switches the pump on), a daily reminder, and an overheat trigger
 * left disabled (the simulated values would fire it at random). Once per installation (settings key).
 */
export async function seedTriggerDemo(ctx: Ctx, services: Services): Promise<void> {
  const { kysely } = ctx.db;
  if (await kysely.selectFrom('settings').select('key').where('key', '=', SEEDED).executeTakeFirst()) return;
  const showroom = await demoShowroom(ctx, services);
  if (!showroom?.operator) return;
  const { admin, operator, gateway } = showroom;
  const variables = await kysely
    .selectFrom('variables')
    .select(['id', 'name'])
    .where('deviceId', '=', gateway.id)
    .where('name', 'in', ['pump', 'temperature'])
    .execute();
  const idOf = (name: string) => variables.find((v) => v.name === name)?.id;
  const pump = idOf('pump');
  const temperature = idOf('temperature');
  if (pump === undefined || temperature === undefined) return;
  const auth = await services.access.contextFor(admin, 0);
  const notify = { type: 'notify' as const, userIds: [operator.id, admin.id] };
  const create = (fields: TriggerInput) => services.triggers.create(auth, TriggerCreate.parse(fields));

  await create({
    name: '手动启泵 Start the pump',
    type: 0,
    actions: [{ type: 'write', deviceId: gateway.id, variableId: pump, value: 1 }, notify],
    description: '在触发器页点“执行” Fire it from the trigger page',
  });
  await create({
    name: '早班提醒 Morning shift reminder',
    type: 3,
    schedule: { kind: 'cron', cron: '0 8 * * *', start: null },
    actions: [notify],
  });
  await create({
    name: '温度过高 Overheat',
    type: 1,
    enabled: 0,
    variableId: temperature,
    condition: { op: 'above', value: 80, holdSeconds: 60 },
    actions: [{ type: 'write', deviceId: gateway.id, variableId: pump, value: 0 }, notify],
  });
  await kysely
    .insertInto('settings')
    .values({ key: SEEDED, value: String(ctx.now()) })
    .execute();
}
