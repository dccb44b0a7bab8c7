import { DEFAULT_LIMIT_LEVELS, LimitDataType, type AlarmConfigBody } from '@iot/contract';
import { badRequest, fieldText } from '../../http/errors.js';

const LIMITS = ['llowerLimit', 'lowerLimit', 'upperLimit', 'uupperLimit'] as const;
const LEVEL_OF = {
  uupperLimit: ['uupperLevel', DEFAULT_LIMIT_LEVELS.uupper],
  upperLimit: ['upperLevel', DEFAULT_LIMIT_LEVELS.upper],
  lowerLimit: ['lowerLevel', DEFAULT_LIMIT_LEVELS.lower],
  llowerLimit: ['llowerLevel', DEFAULT_LIMIT_LEVELS.llower],
} as const;

/** The limits, in order from lower-lower to upper-upper, must not cross each other. */
function assertOrdered(body: AlarmConfigBody): void {
  let below: { field: string; value: number } | undefined;
  for (const field of LIMITS) {
    const value = body[field];
    if (value === null) continue;
    if (below && value < below.value)
      throw badRequest(
        fieldText(field, {
          zh: `不能低于 ${below.field}（${below.value}）`,
          en: `must not be below ${below.field} (${below.value})`,
        }),
      );
    below = { field, value };
  }
}

/**
 * The config as stored: the rule kind follows the data type (switch values have edges, the others
 * limits), a set limit gets its default level, the other kind's fields are cleared, and the spike
 * filter is kept only for devices that use it.
 */
export function checkedConfig(body: AlarmConfigBody, limitDataType: LimitDataType, filterAllowed: boolean) {
  const isSwitch = limitDataType === LimitDataType.switch;
  const config = { ...body };
  if (isSwitch) {
    if (body.enable === 1 && body.switchValue === null)
      throw badRequest(fieldText('switchValue', { zh: '开关量必填', en: 'required for a switch value' }));
    for (const field of LIMITS) {
      config[field] = null;
      config[LEVEL_OF[field][0]] = null;
    }
    config.deadBand = null;
    config.switchLevel = body.switchLevel ?? DEFAULT_LIMIT_LEVELS.switch;
  } else {
    assertOrdered(body);
    if (body.enable === 1 && LIMITS.every((f) => body[f] === null)) {
      throw badRequest(fieldText('upperLimit', { zh: '至少设置一个限值', en: 'set at least one limit' }));
    }
    for (const field of LIMITS) {
      const [levelField, fallback] = LEVEL_OF[field];
      config[levelField] = body[field] === null ? null : (body[levelField] ?? fallback);
    }
    config.switchValue = null;
    config.switchLevel = null;
  }
  if (!filterAllowed || isSwitch) {
    config.filtering = null;
    config.filteringConfig = null;
  } else if ((body.filtering === null) !== (body.filteringConfig === null)) {
    throw badRequest(
      body.filtering === null
        ? fieldText('filtering', { zh: '填写 filteringConfig 时必填', en: 'required with filteringConfig' })
        : fieldText('filteringConfig', { zh: '填写 filtering 时必填', en: 'required with filtering' }),
    );
  }
  return config;
}
