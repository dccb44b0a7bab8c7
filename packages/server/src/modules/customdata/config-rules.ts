import {
  ConstantConfig,
  CustomDataType,
  ExpressionConfig,
  FunctionConfig,
  RandomConfig,
  StatisticsConfig,
  TimeConfig,
  TimerConfig,
  type CustomDataConfig,
} from '@iot/contract';
import { z } from 'zod';
import { badRequest, fieldText } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { parseExpression } from './expression/index.js';
import { customDataRefs, findCycle } from './graph.js';

const SCHEMAS: Record<number, z.ZodType> = {
  [CustomDataType.function]: FunctionConfig,
  [CustomDataType.expression]: ExpressionConfig,
  [CustomDataType.statistics]: StatisticsConfig,
  [CustomDataType.timer]: TimerConfig,
  [CustomDataType.constant]: ConstantConfig,
  [CustomDataType.time]: TimeConfig,
  [CustomDataType.random]: RandomConfig,
};

/** A config checked against its type's schema and, for expressions, against the language. */
export function checkedConfig(type: number, config: unknown): CustomDataConfig {
  const schema = SCHEMAS[type];
  if (!schema) throw badRequest(fieldText('type', { zh: '取值为 0 到 6', en: 'one of 0 to 6' }));
  // Wrapped so that a refusal names the field as `config.inputs.0.id`.
  const parsed = parse(z.object({ config: schema }), { config }).config as CustomDataConfig;
  if (type === CustomDataType.expression) checkExpression(parsed as z.infer<typeof ExpressionConfig>);
  return parsed;
}

function checkExpression({ expression, bindings }: z.infer<typeof ExpressionConfig>): void {
  const parsed = parseExpression(expression);
  if (!parsed.ok)
    throw badRequest(
      fieldText('config.expression', {
        zh: `${parsed.error.zh}（位置 ${parsed.position}）`,
        en: `${parsed.error.en} at position ${parsed.position}`,
      }),
    );
  const unbound = parsed.names.filter((name) => !Object.hasOwn(bindings, name));
  if (unbound.length > 0)
    throw badRequest(
      fieldText('config.bindings', {
        zh: `${unbound.join(', ')} 没有绑定`,
        en: `no binding for ${unbound.join(', ')}`,
      }),
    );
}

const circular = (loop: string) => fieldText('config', { zh: `循环引用 ${loop}`, en: `circular reference ${loop}` });

/** Refuses a save that would make an item read itself through others, naming the loop. */
export function assertNoCycle(
  item: { id: number; type: number; config: CustomDataConfig },
  others: { id: number; name: string; type: number; config: string }[],
  nameOf: (id: number) => string,
): void {
  const edges = new Map(others.map((o) => [o.id, customDataRefs(o.type, JSON.parse(o.config) as CustomDataConfig)]));
  edges.set(item.id, customDataRefs(item.type, item.config));
  const cycle = findCycle(item.id, (id) => edges.get(id) ?? []);
  if (cycle) throw badRequest(circular(cycle.map(nameOf).join(' → ')));
}
