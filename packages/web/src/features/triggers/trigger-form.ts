import type { ConditionOp, ScheduleUnit, TriggerInput, TriggerRecord } from '@iot/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** A watched or written value: a device variable (with its gateway) or a custom data item. */
export interface DataRef {
  kind: 'variable' | 'customdata';
  id: number;
  deviceId?: number;
  label: string;
}

export type ActionValues =
  | { type: 'write'; target?: DataRef; value?: string }
  | { type: 'notify'; userIds?: number[]; email?: boolean }
  | { type: 'maintenance'; planId?: number };

/** The trigger form's values (times as dayjs for the pickers). */
export interface TriggerFormValues {
  name: string;
  type: 0 | 1 | 2 | 3;
  enabled: boolean;
  watched?: DataRef;
  condition: { op: ConditionOp; value?: number; value2?: number | null; holdSeconds?: number };
  schedule: {
    kind: 'once' | 'every' | 'cron';
    at?: Dayjs;
    every?: number;
    unit?: ScheduleUnit;
    start?: Dayjs;
    cron?: string;
  };
  actions: ActionValues[];
  description?: string;
}

const TIME = 'YYYY-MM-DD HH:mm:ss';
const time = (d: Dayjs | undefined) => (d ? d.format(TIME) : '');

function scheduleOf(s: TriggerFormValues['schedule']): TriggerInput['schedule'] {
  if (s.kind === 'once') return { kind: 'once', at: time(s.at) };
  if (s.kind === 'every') return { kind: 'every', every: s.every ?? 1, unit: s.unit ?? 'hour', start: time(s.start) };
  return { kind: 'cron', cron: s.cron ?? '', start: s.start ? time(s.start) : null };
}

function actionOf(a: ActionValues): TriggerInput['actions'][number] {
  if (a.type === 'write') {
    const value = Number(a.value);
    return {
      type: 'write',
      deviceId: a.target?.deviceId ?? 0,
      variableId: a.target?.id ?? 0,
      value: a.value !== undefined && a.value.trim() !== '' && Number.isFinite(value) ? value : (a.value ?? ''),
    };
  }
  if (a.type === 'notify') return { type: 'notify', userIds: a.userIds ?? [], email: a.email ?? false };
  return { type: 'maintenance', planId: a.planId ?? 0 };
}

/** The body of `POST /trigger` (and with an id of `PUT /trigger`); the server checks what the form cannot. */
export function toTriggerBody(v: TriggerFormValues): TriggerInput {
  const watchesValue = v.type === 1 || v.type === 2;
  return {
    name: v.name,
    type: v.type,
    enabled: v.enabled ? 1 : 0,
    variableId: v.type === 1 ? (v.watched?.id ?? null) : null,
    customDataId: v.type === 2 ? (v.watched?.id ?? null) : null,
    condition: watchesValue
      ? {
          op: v.condition.op,
          value: v.condition.value ?? 0,
          value2: v.condition.op === 'between' ? (v.condition.value2 ?? null) : null,
          holdSeconds: v.condition.op === 'change' ? 0 : (v.condition.holdSeconds ?? 0),
        }
      : null,
    schedule: v.type === 3 ? scheduleOf(v.schedule) : null,
    actions: v.actions.map(actionOf),
    description: v.description ?? '',
  };
}

const refLabel = (kind: DataRef['kind'], id: number) => `${kind === 'variable' ? 'V' : 'C'}#${id}`;

/** The form's values of a stored trigger (references show their ids until picked again). */
export function toFormValues(r: TriggerRecord): TriggerFormValues {
  const watched: DataRef | undefined =
    r.variableId !== null
      ? { kind: 'variable', id: r.variableId, label: refLabel('variable', r.variableId) }
      : r.customDataId !== null
        ? { kind: 'customdata', id: r.customDataId, label: refLabel('customdata', r.customDataId) }
        : undefined;
  const s = r.schedule;
  return {
    name: r.name,
    type: r.type,
    enabled: r.enabled === 1,
    watched,
    condition: r.condition ?? { op: 'above' },
    schedule:
      s === null
        ? { kind: 'once' }
        : s.kind === 'once'
          ? { kind: 'once', at: dayjs(s.at) }
          : s.kind === 'every'
            ? { kind: 'every', every: s.every, unit: s.unit, start: dayjs(s.start) }
            : { kind: 'cron', cron: s.cron, start: s.start === null ? undefined : dayjs(s.start) },
    actions: r.actions.map((a): ActionValues => {
      if (a.type === 'write') {
        const target = { kind: 'variable' as const, id: a.variableId, deviceId: a.deviceId };
        return {
          type: 'write',
          target: { ...target, label: refLabel('variable', a.variableId) },
          value: String(a.value),
        };
      }
      return a;
    }),
    description: r.description,
  };
}

export const NEW_TRIGGER: TriggerFormValues = {
  name: '',
  type: 1,
  enabled: true,
  condition: { op: 'above', value: 0, holdSeconds: 0 },
  schedule: { kind: 'every', every: 1, unit: 'hour' },
  actions: [{ type: 'notify', userIds: [], email: false }],
};
