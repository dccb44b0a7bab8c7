import { z } from 'zod';
import { bi } from '../messages.js';
import {
  BINDING_RULES_MAX,
  DEFAULT_DECIMALS,
  DEFAULT_DIS_NUMBER,
  LINE_DASHES,
  MsgType,
  RULE_ROTATIONS,
  RuleType,
} from './codes.js';
import { color, num, penText, positiveId, shortText } from './fields.js';

/** A `dataProps` condition: a range (`min` and/or `max`) for rule type 1, a `value` for type 2. */
export const RuleTerm = z.object({
  min: num.optional(),
  max: num.optional(),
  value: z.union([num, shortText]).optional(),
});

/** What a matching rule changes on the pen (spec 3.4). */
export const RuleProps = z.object({
  color: color.optional(),
  background: color.optional(),
  textColor: color.optional(),
  text: penText.optional(),
  rotate: z.union(RULE_ROTATIONS.map((r) => z.literal(r))).optional(),
  showChild: z.number().int().min(0).optional(),
  visible: z.boolean().optional(),
  animate: z.enum(['start', 'stop']).optional(),
});

export const BindingRule = z
  .object({
    name: shortText.default(''),
    type: z.union([z.literal(RuleType.range), z.literal(RuleType.equals)]),
    term: z.array(RuleTerm).max(BINDING_RULES_MAX),
    props: RuleProps,
  })
  .superRefine((rule, ctx) => {
    rule.term.forEach((t, i) => {
      const ok = rule.type === RuleType.range ? t.min !== undefined || t.max !== undefined : t.value !== undefined;
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          path: ['term', i],
          message: bi('范围条件需要 min 或 max，等于条件需要 value', 'a range needs min or max, equals needs value'),
        });
      }
    });
  });
export type BindingRule = z.output<typeof BindingRule>;

/**
 * An entry of a pen's `data[]`: a device variable (`msgType` '1': `deviceId` and `varId`) or custom data
 * (`msgType` '2': `customDataId`). Ids are what run mode subscribes by; the names are kept for display.
 */
export const Binding = z
  .object({
    msgType: z.enum([MsgType.variable, MsgType.customData]),
    deviceId: positiveId.optional(),
    devId: shortText.optional(),
    identity: shortText.optional(),
    slaveId: z.number().int().min(0).optional(),
    slaveName: shortText.optional(),
    varId: positiveId.optional(),
    customDataId: positiveId.optional(),
    variableName: shortText.optional(),
    desc: shortText.optional(),
    dataType: shortText.optional(),
    unit: z.string().max(32).optional(),
    expression: z.string().max(1024).optional(),
    decimalPlaces: z.number().int().min(0).max(10).optional(),
    dataProps: z.array(BindingRule).max(BINDING_RULES_MAX).default([]),
    issueChecked: z.boolean().optional(),
    percentage: z.boolean().optional(),
    percentageNum: num.optional(),
    isOnline: z.boolean().optional(),
    issta: z.boolean().optional(),
    staType: z.number().int().optional(),
    isDecimal: z.boolean().optional(),
    decimal: z.number().int().min(0).max(10).default(DEFAULT_DECIMALS),
    varlook: z.union([z.literal(1), z.literal(2)]).optional(),
    disNumber: z.number().int().min(1).default(DEFAULT_DIS_NUMBER),
    color: z.array(color).min(1, bi('至少一种颜色', 'at least one colour')).optional(),
    shadowColor: z.array(color).optional(),
    lineName: shortText.optional(),
    lineType: shortText.optional(),
    lineStyleType: z.union(LINE_DASHES.map((d) => z.literal(d))).optional(),
    lineWidth: num.min(1).optional(),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'deviceId' | 'varId' | 'customDataId') => {
      if (b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: bi('必填', 'required') });
    };
    if (b.msgType === MsgType.variable) {
      need('deviceId');
      need('varId');
    } else need('customDataId');
  });
export type Binding = z.output<typeof Binding>;
