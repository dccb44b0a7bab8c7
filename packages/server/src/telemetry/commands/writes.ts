import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Bilingual } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { Device, VariableRow } from '../../db/schema.js';
import { badRequest, fieldText } from '../../http/errors.js';
import type { MessageBus } from '../../mqtt/bus.js';
import type { AuthContext } from '../../modules/access/access.service.js';
import type { Services } from '../../services.js';
import type { Ack, AckWaiters } from './acks.js';
import { valueToSend, type IssueQuery } from './command-input.js';
import type { CommandRepo, CommandRow } from './commands.repo.js';

/** The answer of a write: code 200 and a message, or the error code and message to throw. */
export interface Outcome {
  code: number;
  msg: Bilingual;
}

interface Final {
  status: 'ok' | 'refused' | 'timeout' | 'failed';
  error: string | null;
  message: string;
}

const CODE_OF: Record<string, number> = { ok: 200, refused: 400, timeout: 504, failed: 502 };

type Stored = Pick<CommandRow, 'status' | 'error' | 'message'>;
/** The commands table keeps the English text; the Chinese follows from the status and the gateway's words. */
const CHINESE_OF: Record<string, (row: Stored) => string> = {
  refused: (row) => `网关拒绝写入：${row.error ?? '未说明原因'}`,
  timeout: () => '网关未在等待时间内确认',
  failed: (row) => (row.error === null ? '命令已丢失' : '消息代理未接受命令'),
};
/** How long outcomes stay in memory; older ones are read from the commands table. */
const RECENT_MS = 10 * 60_000;
/** How often a command waited on elsewhere (before a restart, another server) is looked up. */
const POLL_MS = 200;

interface Recent {
  deviceId: number;
  variableId: number;
  at: number;
  outcome: Promise<Outcome>;
}

interface Deps {
  ctx: Ctx;
  services: Pick<Services, 'devices' | 'variables'>;
  bus: MessageBus;
  repo: CommandRepo;
  waiters: AckWaiters;
  isOnline: (device: Device) => boolean;
}

export function createWrites({ ctx, services, bus, repo, waiters, isOnline }: Deps) {
  const recent = new Map<string, Recent>();
  /** The gateway's own wait (its settings), else the platform's. */
  const timeoutOf = (device: Device) =>
    device.commandTimeoutSec === null ? ctx.config.commandTimeoutMs : device.commandTimeoutSec * 1000;
  const timedOut = (timeoutMs: number): Final => ({
    status: 'timeout',
    error: null,
    message: `gateway did not acknowledge within ${+(timeoutMs / 1000).toFixed(3)} s`,
  });
  const outcomeOf = (row: Stored): Outcome => {
    const en = row.message ?? '';
    // A success keeps its English text: only refusals are translated.
    return { code: CODE_OF[row.status] ?? 500, msg: { zh: CHINESE_OF[row.status]?.(row) ?? en, en } };
  };

  function finalOf(ack: Ack, success: string): Final {
    if (ack.ok === false) {
      return {
        status: 'refused',
        error: ack.error ?? null,
        message: `gateway refused the write: ${ack.error ?? 'no reason given'}`,
      };
    }
    return { status: 'ok', error: null, message: success };
  }

  function assertSame(known: { deviceId: number; variableId: number }, deviceId: number, variableId: number) {
    if (known.deviceId !== deviceId || known.variableId !== variableId) {
      throw badRequest(fieldText('commandId', { zh: '已用于另一条命令', en: 'already used for another command' }));
    }
  }

  /** Insertion order is creation order, so the expired ones are at the front. */
  function prune(): void {
    const oldest = ctx.now() - RECENT_MS;
    for (const [id, entry] of recent) {
      if (entry.at >= oldest) break;
      recent.delete(id);
    }
  }

  /** A command sent before (a restart, or another server): its outcome once it has one. */
  async function follow(row: CommandRow, timeoutMs: number): Promise<Outcome> {
    const budget = Math.max(0, row.createdAt + timeoutMs - ctx.now());
    const started = performance.now();
    let current: CommandRow | undefined = row;
    while (current?.status === 'pending') {
      if (performance.now() - started >= budget) {
        await repo.completeCommand(row.id, timedOut(timeoutMs), ctx.now());
      } else {
        await sleep(POLL_MS);
      }
      current = await repo.findCommand(row.id);
    }
    return outcomeOf(current ?? { status: 'failed', error: null, message: 'command lost' });
  }

  async function send(
    id: string,
    device: Device,
    variableName: string,
    value: number | string,
    success: string,
  ): Promise<Final> {
    const timeoutMs = timeoutOf(device);
    const acked = waiters.wait(id, device.identity, timeoutMs);
    const command = { id, type: 'write', variable: variableName, value };
    try {
      await bus.publish(`gw/${device.identity}/cmd`, JSON.stringify(command), { qos: 1 });
    } catch (error) {
      waiters.cancel(id);
      ctx.log.warn({ err: error, identity: device.identity }, 'command publish failed');
      return { status: 'failed', error: String(error), message: 'the broker did not take the command' };
    }
    const ack = await acked;
    return ack ? finalOf(ack, success) : timedOut(timeoutMs);
  }

  async function run(id: string, device: Device, variable: VariableRow, data: string): Promise<Outcome> {
    const stored = await repo.findCommand(id);
    if (stored) {
      assertSame(stored, device.id, variable.id);
      return follow(stored, timeoutOf(device));
    }
    const { value, computed } = valueToSend(variable, data);
    if (!isOnline(device))
      throw badRequest(
        fieldText('deviceId', { zh: '网关离线，未发送', en: 'the gateway is offline, nothing was sent' }),
      );
    const success = computed
      ? `issued successfully: the variable's expression gave ${value}, which was sent`
      : 'issued successfully';
    const row = { id, deviceId: device.id, variableId: variable.id, value: JSON.stringify(value), error: null };
    if (!(await repo.insertCommand({ ...row, status: 'pending', message: success, createdAt: ctx.now() }))) {
      return run(id, device, variable, data);
    }
    const final = await send(id, device, variable.name, value, success);
    // Completed meanwhile by another server that got the ack: its outcome stands.
    if (!(await repo.completeCommand(id, final, ctx.now()))) return outcomeOf((await repo.findCommand(id)) ?? final);
    return outcomeOf(final);
  }

  /**
   * Publishes a write and answers the gateway's ack; the same commandId never writes twice. Only the
   * caller's scope counts: a trigger writes with its company's.
   */
  async function issue(auth: Pick<AuthContext, 'scope'>, query: IssueQuery): Promise<Outcome> {
    const device = await services.devices.deviceInScope(auth.scope, query.deviceId);
    const variable = await services.variables.variableInScope(auth.scope, query.variableId);
    if (variable.deviceId !== device.id)
      throw badRequest(fieldText('variableId', { zh: '不是该设备的变量', en: 'not a variable of the device' }));
    const id = query.commandId ?? randomUUID();
    prune();
    // No await between this look-up and the set below: concurrent repeats find the first one.
    const known = recent.get(id);
    if (known) {
      assertSame(known, device.id, variable.id);
      return known.outcome;
    }
    const entry: Recent = {
      deviceId: device.id,
      variableId: variable.id,
      at: ctx.now(),
      outcome: run(id, device, variable, query.data),
    };
    recent.set(id, entry);
    try {
      return await entry.outcome;
    } catch (error) {
      // A refusal before sending is not an outcome: the same id may be sent again once fixed.
      if (recent.get(id) === entry) recent.delete(id);
      throw error;
    }
  }

  /** An ack no waiter here took: a write waited on by another server; false when not a pending write. */
  async function completeElsewhere(identity: string, ack: Ack): Promise<boolean> {
    const row = await repo.findCommand(ack.id);
    if (!row || row.status !== 'pending') return false;
    const device = await services.devices.getById(row.deviceId);
    if (device?.identity !== identity) return false;
    return repo.completeCommand(row.id, finalOf(ack, row.message ?? 'issued successfully'), ctx.now());
  }

  return { issue, completeElsewhere };
}
