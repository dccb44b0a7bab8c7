import { z } from 'zod';
import { Id, Paging } from './envelope.js';
import { bi } from './messages.js';
import { Schedule, type ScheduleView } from './schedules.js';

/** Triggers (`/trigger`): when something happens, act on it; docs/triggers.md. */

/** `type`: 0 function (fired by a call), 1 variable, 2 custom data, 3 timing (once or cyclic). */
export const TriggerType = { function: 0, variable: 1, customData: 2, timing: 3 } as const;
export type TriggerType = (typeof TriggerType)[keyof typeof TriggerType];
export const TRIGGER_TYPES = [0, 1, 2, 3] as const;

/** Conditions on a value: above, below, equal to `value`; between `value` and `value2` (inclusive); any change. */
export const CONDITION_OPS = ['above', 'below', 'equal', 'between', 'change'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** How a firing went: 0 every action done, 1 some failed, 2 all failed, 3 held back by the loop guard. */
export const FiringOutcome = { ok: 0, partial: 1, failed: 2, guarded: 3 } as const;
export type FiringOutcome = (typeof FiringOutcome)[keyof typeof FiringOutcome];
export const FIRING_OUTCOMES = [0, 1, 2, 3] as const;

/** What started a firing. */
export const FIRING_CAUSES = ['value', 'schedule', 'call'] as const;
export type FiringCause = (typeof FIRING_CAUSES)[number];

export const TRIGGER_NAME_MAX = 64;
export const TRIGGER_DESCRIPTION_MAX = 500;
export const TRIGGER_ACTIONS_MAX = 10;
export const TRIGGER_USERS_MAX = 50;
/** A hold time of up to a day. */
export const HOLD_SECONDS_MAX = 86_400;
export const TRIGGER_PAGE_SIZE = 15;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const unset = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const oneOf = <const V extends readonly number[]>(values: V) => z.coerce.number().pipe(z.literal(values));

export const TriggerCondition = z
  .object({
    op: z.enum(CONDITION_OPS),
    value: z.number().finite().default(0),
    /** The upper bound of `between`. */
    value2: z.number().finite().nullable().default(null),
    /** The condition must hold this long (value timestamps) before the trigger fires. */
    holdSeconds: z.number().int().min(0).max(HOLD_SECONDS_MAX).default(0),
  })
  .superRefine((c, issue) => {
    if (c.op === 'between' && (c.value2 === null || c.value2 < c.value)) {
      issue.addIssue({ code: 'custom', path: ['value2'], message: bi('需不小于 value', 'at least value') });
    }
    if (c.op === 'change' && c.holdSeconds > 0) {
      issue.addIssue({
        code: 'custom',
        path: ['holdSeconds'],
        message: bi('变化条件没有保持时间', 'a change has no hold time'),
      });
    }
  });
export type TriggerCondition = z.output<typeof TriggerCondition>;

export const TriggerAction = z.discriminatedUnion('type', [
  /** Writes `value` to a variable of a gateway of the trigger's company (as a remote write). */
  z.object({
    type: z.literal('write'),
    deviceId: z.number().int().positive(),
    variableId: z.number().int().positive(),
    value: z.union([z.number().finite(), z.string().trim().min(1).max(64)]),
  }),
  /** A live notice to each user (`message/{userId}/trigger/{logId}`), and an e-mail when `email`. */
  z.object({
    type: z.literal('notify'),
    userIds: z.array(z.number().int().positive()).min(1).max(TRIGGER_USERS_MAX),
    email: z.boolean().default(false),
  }),
  /** Opens a record of an enabled maintenance plan of the company (type 1 triggered), due at the firing. */
  z.object({ type: z.literal('maintenance'), planId: z.number().int().positive() }),
]);
export type TriggerAction = z.output<typeof TriggerAction>;

const triggerFields = {
  name: z.string().trim().min(1, bi('必填', 'required')).max(TRIGGER_NAME_MAX),
  type: z.literal(TRIGGER_TYPES),
  enabled: z.literal([0, 1]).default(1),
  /** Variable triggers: the variable watched. */
  variableId: z.number().int().positive().nullable().default(null),
  /** Custom data triggers: the item watched. */
  customDataId: z.number().int().positive().nullable().default(null),
  /** Variable and custom data triggers. */
  condition: TriggerCondition.nullable().default(null),
  /** Timing triggers: once, or cyclic (every N units, or cron). */
  schedule: Schedule.nullable().default(null),
  actions: z.array(TriggerAction).min(1, bi('至少一个动作', 'at least one action')).max(TRIGGER_ACTIONS_MAX),
  description: z.string().trim().max(TRIGGER_DESCRIPTION_MAX).default(''),
};

type Fields = z.output<z.ZodObject<typeof triggerFields>>;

/** What each type needs, and nothing it does not: the error names the field. */
function checkType(t: Fields, issue: z.core.$RefinementCtx) {
  const need = (field: keyof Fields, wanted: boolean) => {
    if ((t[field] !== null) === wanted) return;
    const message = wanted ? bi('此类型必填', 'required for this type') : bi('此类型不可填', 'not for this type');
    issue.addIssue({ code: 'custom', path: [field], message });
  };
  need('variableId', t.type === TriggerType.variable);
  need('customDataId', t.type === TriggerType.customData);
  need('condition', t.type === TriggerType.variable || t.type === TriggerType.customData);
  need('schedule', t.type === TriggerType.timing);
}

/** `POST /trigger` */
export const TriggerCreate = z
  .object({
    ...triggerFields,
    /** Platform, subdomain and dealer administrators may name a company of their scope. */
    companyId: z.number().int().positive().optional(),
  })
  .superRefine(checkType);
export type TriggerCreate = z.output<typeof TriggerCreate>;
export type TriggerInput = z.input<typeof TriggerCreate>;

/** `PUT /trigger`: the whole trigger (its company stays). */
export const TriggerUpdate = z.object({ id: z.number().int().positive(), ...triggerFields }).superRefine(checkType);
export type TriggerUpdate = z.output<typeof TriggerUpdate>;

/** `POST /trigger/status/{id}` */
export const TriggerStatusBody = z.object({ enabled: z.literal([0, 1]) });

/** `POST /trigger/getPage` */
export const TriggerPageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(TRIGGER_PAGE_SIZE),
  param: z
    .object({
      name: unset(z.string().trim().max(TRIGGER_NAME_MAX)),
      type: unset(oneOf(TRIGGER_TYPES)),
      enabled: unset(oneOf([0, 1])),
    })
    .default({}),
});
export type TriggerPageQuery = z.output<typeof TriggerPageQuery>;

/** `POST /trigger/log/getPage`: newest first. */
export const TriggerLogPageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(TRIGGER_PAGE_SIZE),
  param: z
    .object({
      triggerId: unset(Id),
      outcome: unset(oneOf(FIRING_OUTCOMES)),
    })
    .default({}),
});
export type TriggerLogPageQuery = z.output<typeof TriggerLogPageQuery>;

/** A trigger as the calls answer it (times `yyyy-MM-dd HH:mm:ss`). */
export interface TriggerRecord {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  type: TriggerType;
  enabled: 0 | 1;
  variableId: number | null;
  customDataId: number | null;
  condition: TriggerCondition | null;
  schedule: ScheduleView | null;
  actions: TriggerAction[];
  description: string;
  /** Timing triggers: the next time it fires (null: none, or not enabled). */
  nextFireTime: string | null;
  lastFireTime: string | null;
  createTime: string;
  updateTime: string;
}

/** What one action of a firing did. */
export interface ActionResult {
  type: TriggerAction['type'];
  ok: boolean;
  /** In both languages; the console shows the one of its language. */
  message: { zh: string; en: string };
}

/** A row of `POST /trigger/log/getPage`. */
export interface TriggerLogRow {
  id: number;
  triggerId: number;
  triggerName: string;
  cause: FiringCause;
  /** The value that fired a value trigger. */
  value: number | null;
  outcome: FiringOutcome;
  results: ActionResult[];
  fireTime: string;
}

/** `message/{userId}/trigger/{logId}` */
export interface TriggerNotice {
  triggerName: string;
  cause: FiringCause;
  value: number | null;
  fireTime: string;
  triggerId: number;
  logId: number;
}
