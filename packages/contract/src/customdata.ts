import { z } from 'zod';
import { Paging } from './envelope.js';
import { CustomDataType, CUSTOM_DATA_FUNCTIONS, TIMER_MODES, CUSTOM_DATA_PAGE_SIZE } from './customdata-enums.js';

// The geocoding calls come with the custom data of issue 4; their schemas live in geo.ts.
export * from './geo.js';

const id = z.number().int().positive();
const name = z.string().trim().min(1).max(64);
const finite = z.number().finite();

/** A value a function or an expression reads: a device variable or another custom data item. */
export const CustomDataRef = z.object({ kind: z.enum(['variable', 'customdata']), id });
export type CustomDataRef = z.infer<typeof CustomDataRef>;

export const FunctionConfig = z.object({
  fn: z.enum(CUSTOM_DATA_FUNCTIONS),
  inputs: z.array(CustomDataRef).min(1).max(100),
});
export const ExpressionConfig = z.object({
  expression: z.string().trim().min(1).max(1000),
  bindings: z.record(z.string().min(1).max(64), CustomDataRef).default({}),
});
export const StatisticsConfig = z
  .object({
    variableId: id,
    timeType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    startTime: z.number().int().nonnegative().optional(),
    endTime: z.number().int().nonnegative().optional(),
  })
  .refine((c) => c.timeType !== 4 || (c.startTime !== undefined && c.endTime !== undefined), {
    message: 'a custom range needs startTime and endTime',
    path: ['startTime'],
  })
  .refine((c) => c.timeType !== 4 || c.startTime! < c.endTime!, {
    message: 'must be before endTime',
    path: ['startTime'],
  });
export const TimerConfig = z.object({
  intervalSeconds: z.number().int().min(1).max(86_400),
  start: z.number().int().nonnegative(),
  mode: z.enum(TIMER_MODES),
});
export const ConstantConfig = z.object({ value: finite });
export const TimeConfig = z.object({ format: z.string().min(1).max(64) });
export const RandomConfig = z
  .object({ min: finite, max: finite, decimalPlaces: z.number().int().min(0).max(6).default(0) })
  .refine((c) => c.min <= c.max, { message: 'must not be above max', path: ['min'] });

const common = {
  repertoryId: id,
  name,
  description: z.string().max(255).default(''),
  unit: z.string().max(32).default(''),
  decimalPlaces: z.number().int().min(0).max(6).default(2),
};
const typed = <T extends number, C extends z.ZodType>(type: T, config: C) =>
  z.object({ ...common, type: z.literal(type), config });

export const CustomDataCreate = z.discriminatedUnion('type', [
  typed(CustomDataType.function, FunctionConfig),
  typed(CustomDataType.expression, ExpressionConfig),
  typed(CustomDataType.statistics, StatisticsConfig),
  typed(CustomDataType.timer, TimerConfig),
  typed(CustomDataType.constant, ConstantConfig),
  typed(CustomDataType.time, TimeConfig),
  typed(CustomDataType.random, RandomConfig),
]);
export type CustomDataCreate = z.infer<typeof CustomDataCreate>;
export type CustomDataConfig = CustomDataCreate['config'];

/**
 * `PUT /customdata`: the fields to change. `{id, name, value, type: 4}` sets a constant (the spec's
 * call); a new `config` needs the `type` it belongs to.
 */
export const CustomDataUpdate = z.object({
  id,
  repertoryId: id.optional(),
  name: name.optional(),
  description: z.string().max(255).optional(),
  unit: z.string().max(32).optional(),
  decimalPlaces: z.number().int().min(0).max(6).optional(),
  type: z.number().int().min(0).max(6).optional(),
  value: z.coerce.number().finite().optional(),
  config: z.unknown().optional(),
});
export type CustomDataUpdate = z.infer<typeof CustomDataUpdate>;

export const CustomDataPageQuery = Paging.extend({
  pageSize: z.coerce.number().int().min(1).max(9_999_999).default(CUSTOM_DATA_PAGE_SIZE),
  param: z
    .object({
      name: z.string().max(64).optional(),
      repertoryId: id.nullable().optional(),
      type: z.number().int().min(0).max(6).optional(),
    })
    .default({}),
});
export type CustomDataPageQuery = z.infer<typeof CustomDataPageQuery>;

export const RepertoryCreate = z.object({
  name,
  parentId: id.nullable().default(null),
  companyId: id.optional(),
});
export const RepertoryUpdate = z.object({ id, name: name.optional(), parentId: id.nullable().optional() });
export type RepertoryCreate = z.infer<typeof RepertoryCreate>;
export type RepertoryUpdate = z.infer<typeof RepertoryUpdate>;

export const DiffValueQuery = z.object({
  dataId: id.optional(),
  variableId: id.optional(),
  decimalPlaces: z.coerce.number().int().min(0).max(6).default(2),
  deviceId: id.nullable().optional(),
  name: z.string().max(64).optional(),
  timeType: z.coerce.number().int().min(0).max(4).optional(),
  type: z.number().int().optional(),
  startTime: z.number().int().nonnegative().optional(),
  endTime: z.number().int().nonnegative().optional(),
});
export type DiffValueQuery = z.infer<typeof DiffValueQuery>;

/** A row of `POST /customdata/getPage`. */
export interface CustomDataRecord {
  id: number;
  name: string;
  type: CustomDataType;
  description: string;
  createTime: string;
  unit: string;
  repertoryId: number;
}

/** `GET /customdata/{id}`: deviceId is always null (custom data belong to no device). */
export interface CustomDataDetail extends CustomDataRecord {
  deviceId: null;
  companyId: number;
  decimalPlaces: number;
  config: CustomDataConfig;
  value: number | null;
}

export interface RepertoryNode {
  id: number;
  name: string;
  parentId: number | null;
  companyId: number;
  /** Items in this repertory itself; `total` adds those of its sub-repertories. */
  count: number;
  total: number;
  children: RepertoryNode[];
}
