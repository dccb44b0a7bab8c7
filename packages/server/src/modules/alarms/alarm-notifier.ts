import { liveTopics, type AlarmNotice } from '@iot/contract';
import type { FastifyBaseLogger } from 'fastify';
import { formatTime } from '../../http/format-time.js';
import type { MessageBus } from '../../mqtt/bus.js';
import type { Ctx } from '../../context.js';
import type { OutboxMessage } from '../outbox/outbox.repo.js';
import { createRecipientRepo, type Recipient } from './alarm-recipients.repo.js';

export interface NoticeInput {
  /** 0 when the config keeps no records (saveRecord 0). */
  recordId: number;
  companyId: number;
  deviceId: number | null;
  deviceName: string;
  alarmDesc: string;
  variableDesc: string;
  value: number;
  ts: number;
}

export interface NotifierDeps {
  bus: Pick<MessageBus, 'publish'>;
  recipients(companyId: number, deviceId: number | null): Promise<Recipient[]>;
  /** The outbox sender; e-mails go out only when `email` is on (IOT_ALARM_EMAIL). */
  send(message: OutboxMessage): Promise<void>;
  email: boolean;
  timeZone: string;
  log: FastifyBaseLogger;
}

/**
 * Live notices (`message/{userId}/alarm/{alarmRecordId}`, QoS 1) to every user who may see the device
 * and has not muted it, and the e-mail channel when it is on. Answers the record's push flags: isPush
 * when there was someone to tell, isSuccess when at least one notice or e-mail went out.
 */
export function createAlarmNotifier(deps: NotifierDeps) {
  /** `also`: more users to tell (a reminder's follow-up users); `reminder` marks the e-mail as one. */
  async function notify(
    input: NoticeInput,
    extra: { also?: Recipient[]; reminder?: boolean } = {},
  ): Promise<{ isPush: 0 | 1; isSuccess: 0 | 1 }> {
    const found = await deps.recipients(input.companyId, input.deviceId);
    const users = [...new Map([...found, ...(extra.also ?? [])].map((u) => [u.id, u])).values()];
    const notice: AlarmNotice = {
      deviceName: input.deviceName,
      alarmDesc: input.alarmDesc,
      variableDesc: input.variableDesc,
      alarmValue: input.value,
      alarmDate: formatTime(input.ts, deps.timeZone),
      alarmRecordId: input.recordId,
    };
    const payload = JSON.stringify(notice);
    const published = users.map((u) =>
      deps.bus.publish(liveTopics.notice(u.id, 'alarm', input.recordId), payload, { qos: 1 }),
    );
    const mailed = deps.email
      ? users
          .filter((u) => u.email)
          .map((u) =>
            deps.send({
              channel: 'email',
              target: u.email!,
              subject: `${extra.reminder ? 'Alarm reminder' : 'Alarm'}: ${notice.alarmDesc}`,
              body: mailBody(notice),
            }),
          )
      : [];
    const outcomes = await Promise.allSettled([...published, ...mailed]);
    const failed = outcomes.filter((o) => o.status === 'rejected');
    if (failed.length > 0) {
      deps.log.warn({ recordId: input.recordId, failed: failed.length, of: outcomes.length }, 'alarm notices failed');
    }
    return {
      isPush: outcomes.length > 0 ? 1 : 0,
      isSuccess: outcomes.length > failed.length ? 1 : 0,
    };
  }

  return { notify };
}
export type AlarmNotifier = ReturnType<typeof createAlarmNotifier>;

/** The notifier over the platform's recipients, outbox and settings. */
export function alarmNotifierOf(ctx: Ctx, send: NotifierDeps['send'], bus: Pick<MessageBus, 'publish'>): AlarmNotifier {
  return createAlarmNotifier({
    bus,
    recipients: createRecipientRepo(ctx.db.kysely).recipients,
    send,
    email: ctx.config.alarmEmail,
    timeZone: ctx.config.timeZone,
    log: ctx.log,
  });
}

function mailBody(n: AlarmNotice): string {
  return [
    `${n.deviceName} ${n.variableDesc}`.trim(),
    `${n.alarmDesc}: ${String(n.alarmValue)}`,
    n.alarmDate,
    `alarm record ${n.alarmRecordId}`,
  ].join('\n');
}
