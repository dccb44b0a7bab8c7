import type { Ctx } from '../../context.js';
import { createJobRuns } from '../../jobs/job-runs.js';
import { createTicker } from '../../jobs/ticker.js';
import type { MessageBus } from '../../mqtt/bus.js';
import { alarmNotifierOf } from './alarm-notifier.js';
import { createReminderRepo } from './alarm-reminders.repo.js';
import type { AlarmServices } from './alarms.services.js';

export const REMINDER_TICK_MS = 30_000;
const MINUTE_MS = 60_000;

export const reminderJob = (recordId: number) => `alarm:remind:${recordId}`;

/**
 * Repeated reminders: an unconfirmed alarm of level 1 or 2 whose config sets `remindMinutes` sends its
 * notice again every that many minutes after its alarm time, to its receivers and to the users its
 * follow-ups named, until it is confirmed (or recovers, which confirms it). Each reminder is claimed
 * (record, due time), so several servers send it once; after an outage only the latest is sent.
 * Suppressed alarms (maintenance) are not reminded.
 */
export function createAlarmReminders(
  ctx: Ctx,
  alarms: Pick<AlarmServices, 'sender'>,
  bus: Pick<MessageBus, 'publish'>,
) {
  const repo = createReminderRepo(ctx.db.kysely);
  const runs = createJobRuns(ctx.db.kysely, ctx.now);
  const notifier = alarmNotifierOf(ctx, (message) => alarms.sender.send(message), bus);
  let sent = 0;

  async function tick(): Promise<void> {
    const now = ctx.now();
    for (const r of await repo.remindable(now - MINUTE_MS)) {
      const every = r.remindMinutes! * MINUTE_MS;
      const due = r.alarmTime + Math.floor((now - r.alarmTime) / every) * every;
      if (due === r.alarmTime || !(await runs.claim(reminderJob(r.id), due))) continue;
      await notifier.notify(
        {
          recordId: r.id,
          companyId: r.companyId,
          deviceId: r.deviceId,
          deviceName: r.deviceName,
          alarmDesc: r.alertDesc,
          variableDesc: r.variableDesc || r.variableName,
          value: r.currentValue ?? 0,
          ts: r.alarmTime,
        },
        { also: await repo.followers(r.id), reminder: true },
      );
      sent += 1;
    }
  }

  const ticker = createTicker('alarm-reminders', REMINDER_TICK_MS, tick, ctx.log);
  return {
    tick: () => ticker.tick(),
    start() {
      void ticker.tick();
      ticker.start();
    },
    stop: () => ticker.stop(),
    stats: () => ({ sent }),
  };
}
export type AlarmReminders = ReturnType<typeof createAlarmReminders>;
