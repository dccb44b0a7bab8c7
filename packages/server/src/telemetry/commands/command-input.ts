import { bi, Id, Paging } from '@iot/contract';
import { z } from 'zod';
import type { VariableRow } from '../../db/schema.js';
import { badRequest, fieldText } from '../../http/errors.js';
import { evaluate, parseExpression } from '../../modules/customdata/expression/index.js';

/** A caller's command id: the same id sent again answers the first outcome instead of writing twice. */
const CommandId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, '1 to 64 of A-Z a-z 0-9 _ . : -');

export const IssueQuery = z.object({
  data: z.string().trim().min(1).max(1000),
  deviceId: Id,
  variableId: Id,
  commandId: CommandId.optional(),
});
export type IssueQuery = z.output<typeof IssueQuery>;

export const UpgradeParams = z.object({
  identity: z.string().trim().min(1).max(64),
  versionId: Id,
});

export const UpgradeLogPageQuery = Paging.extend({
  param: z.object({ deviceId: Id }),
});
export type UpgradeLogPageQuery = z.output<typeof UpgradeLogPageQuery>;

/** An upgrade's one-time download token: 32 random bytes, base64url. */
export const DownloadQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, bi('不是下载令牌', 'not a download token')),
});

export interface ValueToSend {
  value: number | string;
  /** The variable's expression turned the caller's data into this value. */
  computed: boolean;
}

const NUMERIC = new Set(['int', 'float', 'double']);
const SWITCH_VALUES: ReadonlyMap<string, 0 | 1> = new Map([
  ['0', 0],
  ['1', 1],
  ['false', 0],
  ['true', 1],
]);

/** What a write of `data` to a variable sends, by the variable's type; refusals name the field. */
export function valueToSend(variable: VariableRow, data: string): ValueToSend {
  if (variable.dataType === 'bytes')
    throw badRequest(fieldText('variableId', { zh: '字节类型不允许下发', en: 'bytes values cannot be issued' }));
  if (variable.dataType === 'string') return { value: data, computed: false };
  if (!NUMERIC.has(variable.dataType)) {
    const value = SWITCH_VALUES.get(data.toLowerCase());
    if (value === undefined)
      throw badRequest(
        fieldText('data', {
          zh: '开关量只能取 0 或 1（或 true、false）',
          en: 'a switch takes 0 or 1 (or true or false)',
        }),
      );
    return { value, computed: false };
  }
  const raw = Number(data);
  if (!Number.isFinite(raw)) throw badRequest(fieldText('data', { zh: '不是数字', en: 'not a number' }));
  if (variable.expression === '') {
    if (variable.dataType === 'int' && !Number.isInteger(raw))
      throw badRequest(fieldText('data', { zh: '不是整数', en: 'not an integer' }));
    return { value: raw, computed: false };
  }
  const parsed = parseExpression(variable.expression);
  if (!parsed.ok)
    throw badRequest(
      fieldText('variableId', {
        zh: `变量的表达式无法解析（${parsed.error.zh}）`,
        en: `the variable's expression does not parse (${parsed.error.en})`,
      }),
    );
  const result = evaluate(parsed.ast, (name) => (name === 'x' ? raw : undefined));
  if (!result.ok)
    throw badRequest(
      fieldText('data', {
        zh: `变量的表达式算不出值（${result.error.zh}）`,
        en: `the variable's expression gives no value (${result.error.en})`,
      }),
    );
  const value = variable.dataType === 'int' ? Math.round(result.value) : result.value;
  return { value, computed: true };
}
