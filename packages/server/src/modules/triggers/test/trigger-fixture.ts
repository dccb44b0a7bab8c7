import type { TriggerInput } from '@iot/contract';
import type { Ctx } from '../../../context.js';
import type { MessageBus } from '../../../mqtt/bus.js';
import type { TestApp } from '../../../test/harness.js';
import type { CommandService } from '../../../telemetry/commands/commands.service.js';
import type { Caller } from '../../devices/test/api.js';
import { maintenanceApiOf } from '../../maintenance/test/maintenance-fixture.js';
import { createTriggerParts } from '../trigger-wiring.js';

/** A gateway that takes every write. */
export const acceptingWrites: Pick<CommandService, 'issue'> = {
  issue: () => Promise.resolve({ code: 200, msg: { zh: '下发成功', en: 'issued successfully' } }),
};

export const ctxOf = (t: TestApp): Ctx => ({ db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now });

/** A server's trigger parts over a test app: firing (attached to the service), loop guard, scheduler. */
export const triggerPartsOf = (
  t: TestApp,
  bus: Pick<MessageBus, 'publish'>,
  commands: Pick<CommandService, 'issue'> = acceptingWrites,
) => createTriggerParts(ctxOf(t), t.app.services, bus, commands);

/** Trigger calls as fixture users, and the devices, plans and triggers they need. */
export function triggerApiOf(t: () => TestApp) {
  const api = maintenanceApiOf(t);
  let serial = 0;

  /** A trigger of the caller's company: by default a function trigger that notifies the viewer. */
  async function trigger(user: Caller, fields: Partial<TriggerInput> = {}): Promise<number> {
    serial += 1;
    const body = await api.as(user, 'POST', '/trigger', {
      name: `Trigger ${serial}`,
      type: 0,
      actions: [{ type: 'notify', userIds: [t().fixture.users.viewer] }],
      ...fields,
    });
    if (body.code !== 200) throw new Error(`trigger not created: ${body.msg}`);
    return body.data.id as number;
  }

  /** The firing log of a trigger, newest first. */
  async function logs(triggerId: number, user: Caller = 'dealerAdmin') {
    const body = await api.as(user, 'POST', '/trigger/log/getPage', { param: { triggerId } });
    if (body.code !== 200) throw new Error(`log not read: ${body.msg}`);
    return body.data.records as { cause: string; value: number | null; outcome: number; results: unknown[] }[];
  }

  return { ...api, trigger, logs };
}
