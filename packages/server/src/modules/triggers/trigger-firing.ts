import {
  FiringOutcome,
  liveTopics,
  type ActionResult,
  type Bilingual,
  type FiringCause,
  type TriggerAction,
  type TriggerNotice,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { MessageBus } from '../../mqtt/bus.js';
import { variableSeries } from '../../telemetry/series.js';
import type { OutboxMessage } from '../outbox/outbox.repo.js';
import type { LoopGuard } from './trigger-guard.js';
import type { TriggerRepo, TriggerRow } from './triggers.repo.js';

/** A remote write as a trigger does it (no caller): the gateway's answer, or why it was not sent. */
export type TriggerWrite = (
  companyId: number,
  action: Extract<TriggerAction, { type: 'write' }>,
) => Promise<{ ok: boolean; msg: Bilingual }>;

export interface FiringDeps {
  ctx: Ctx;
  repo: TriggerRepo;
  guard: LoopGuard;
  bus: Pick<MessageBus, 'publish'>;
  send: (message: OutboxMessage) => Promise<void>;
  write: TriggerWrite;
  openRecord: (companyId: number, planId: number, triggerId: number, at: number) => Promise<number>;
}

export interface Firing {
  cause: FiringCause;
  value: number | null;
  /** The triggers whose writes led to this firing (loop guard). */
  chain: ReadonlySet<number>;
}

const failure = (error: unknown): Bilingual =>
  error instanceof AppError ? error.text : { zh: '执行失败', en: String(error) };

function outcomeOf(results: ActionResult[]): FiringOutcome {
  const failed = results.filter((r) => !r.ok).length;
  if (failed === 0) return FiringOutcome.ok;
  return failed === results.length ? FiringOutcome.failed : FiringOutcome.partial;
}

/**
 * Runs a trigger's actions in order and logs the firing with each action's result. A firing whose
 * chain holds the trigger itself is not run: it is logged as held back by the loop guard.
 */
export function createTriggerFiring(deps: FiringDeps) {
  const { ctx, repo } = deps;

  async function notify(
    trigger: TriggerRow,
    action: Extract<TriggerAction, { type: 'notify' }>,
    notice: TriggerNotice,
  ) {
    const users = await repo.usersOf(trigger.companyId, action.userIds);
    const payload = JSON.stringify(notice);
    const sent = users.map((u) =>
      deps.bus.publish(liveTopics.notice(u.id, 'trigger', notice.logId), payload, { qos: 1 }),
    );
    const mails = action.email ? users.filter((u) => u.email) : [];
    const body = [notice.triggerName, notice.value === null ? '' : `value ${notice.value}`, notice.fireTime]
      .filter(Boolean)
      .join('\n');
    const queued = mails.map((u) =>
      deps.send({ channel: 'email', target: u.email!, subject: `Trigger: ${notice.triggerName}`, body }),
    );
    await Promise.all([...sent, ...queued]);
    return {
      zh: `已通知 ${users.length} 人，邮件 ${mails.length} 封`,
      en: `${users.length} notified, ${mails.length} e-mails queued`,
    };
  }

  async function run(trigger: TriggerRow, action: TriggerAction, firing: Firing, notice: TriggerNotice) {
    if (action.type === 'write') {
      deps.guard.wrote(variableSeries(action.variableId), new Set([...firing.chain, trigger.id]));
      const { ok, msg } = await deps.write(trigger.companyId, action);
      return { ok, message: msg };
    }
    if (action.type === 'notify') return { ok: true, message: await notify(trigger, action, notice) };
    const id = await deps.openRecord(trigger.companyId, action.planId, trigger.id, ctx.now());
    return { ok: true, message: { zh: `已生成维保记录 ${id}`, en: `maintenance record ${id} opened` } };
  }

  /** Fires the trigger; answers the log id and the outcome. */
  async function fire(trigger: TriggerRow, firing: Firing): Promise<{ logId: number; outcome: FiringOutcome }> {
    const firedAt = ctx.now();
    const base = {
      triggerId: trigger.id,
      companyId: trigger.companyId,
      cause: firing.cause,
      value: firing.value,
      firedAt,
    };
    if (firing.chain.has(trigger.id)) {
      const logId = await repo.insertLog({ ...base, outcome: FiringOutcome.guarded, results: '[]' });
      return { logId, outcome: FiringOutcome.guarded };
    }
    const logId = await repo.insertLog({ ...base, outcome: null, results: '[]' });
    const notice: TriggerNotice = {
      triggerName: trigger.name,
      cause: firing.cause,
      value: firing.value,
      fireTime: formatTime(firedAt, ctx.config.timeZone),
      triggerId: trigger.id,
      logId,
    };
    const results: ActionResult[] = [];
    for (const action of JSON.parse(trigger.actions) as TriggerAction[]) {
      try {
        results.push({ type: action.type, ...(await run(trigger, action, firing, notice)) });
      } catch (error) {
        results.push({ type: action.type, ok: false, message: failure(error) });
      }
    }
    const outcome = outcomeOf(results);
    await repo.completeLog(logId, outcome, JSON.stringify(results));
    if (outcome !== FiringOutcome.ok) ctx.log.warn({ triggerId: trigger.id, logId, outcome }, 'trigger actions failed');
    return { logId, outcome };
  }

  return { fire };
}
export type TriggerFiring = ReturnType<typeof createTriggerFiring>;
