import type { AlarmConfig, AlarmConfigInput, AlarmLevel } from '@iot/contract';
import { AlarmVarType, DEFAULT_ALERT_COLOR_ID, DEFAULT_LIMIT_LEVELS, LimitDataType } from '@iot/contract';
import type { AlarmTarget } from './api';

/** The four limits, from the highest to the lowest. */
export const LIMIT_KINDS = ['uupper', 'upper', 'lower', 'llower'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export interface AlarmConfigForm {
  type: 0 | 1 | 2;
  enable: boolean;
  saveRecord: boolean;
  alertDesc: string;
  alertLevelColorId: number;
  deadBand: number | null;
  uupperLimit: number | null;
  uupperLevel: AlarmLevel;
  upperLimit: number | null;
  upperLevel: AlarmLevel;
  lowerLimit: number | null;
  lowerLevel: AlarmLevel;
  llowerLimit: number | null;
  llowerLevel: AlarmLevel;
  switchValue: boolean;
  switchLevel: AlarmLevel;
  filtering: number | null;
  filteringConfig: number | null;
  remindMinutes: number | null;
}

export const isSwitchTarget = (target: AlarmTarget) => target.dataType === 'switch_value';

/** A new config: enabled, records saved, colour 7, the default level of each limit. */
export function toConfigForm(config: AlarmConfig | null): AlarmConfigForm {
  return {
    type: config?.type ?? 0,
    enable: config ? config.enable === 1 : true,
    saveRecord: config ? config.saveRecord === 1 : true,
    alertDesc: config?.alertDesc ?? '',
    alertLevelColorId: config?.alertLevelColorId ?? DEFAULT_ALERT_COLOR_ID,
    deadBand: config?.deadBand ?? null,
    uupperLimit: config?.uupperLimit ?? null,
    uupperLevel: config?.uupperLevel ?? DEFAULT_LIMIT_LEVELS.uupper,
    upperLimit: config?.upperLimit ?? null,
    upperLevel: config?.upperLevel ?? DEFAULT_LIMIT_LEVELS.upper,
    lowerLimit: config?.lowerLimit ?? null,
    lowerLevel: config?.lowerLevel ?? DEFAULT_LIMIT_LEVELS.lower,
    llowerLimit: config?.llowerLimit ?? null,
    llowerLevel: config?.llowerLevel ?? DEFAULT_LIMIT_LEVELS.llower,
    switchValue: config?.switchValue ?? true,
    switchLevel: config?.switchLevel ?? DEFAULT_LIMIT_LEVELS.switch,
    filtering: config?.filtering ?? null,
    filteringConfig: config?.filteringConfig ?? null,
    remindMinutes: config?.remindMinutes ?? null,
  };
}

/** The body of `POST`/`PUT /alertConfig`: a switch target sends its edge rule, others their limits. */
export function fromConfigForm(target: AlarmTarget, id: number | undefined, form: AlarmConfigForm): AlarmConfigInput {
  const switchRule = isSwitchTarget(target);
  const limits = Object.fromEntries(
    LIMIT_KINDS.flatMap((kind) => {
      const value = switchRule ? null : (form[`${kind}Limit`] ?? null);
      return [
        [`${kind}Limit`, value],
        [`${kind}Level`, value === null ? null : form[`${kind}Level`]],
      ];
    }),
  );
  return {
    id,
    variableId: target.varType === AlarmVarType.variable ? target.id : null,
    customDataId: target.varType === AlarmVarType.customData ? target.id : null,
    limitDataType: switchRule ? LimitDataType.switch : LimitDataType.limits,
    type: form.type,
    enable: form.enable ? 1 : 0,
    saveRecord: form.saveRecord ? 1 : 0,
    alertDesc: form.alertDesc ?? '',
    alertLevelColorId: form.alertLevelColorId,
    deadBand: switchRule ? null : (form.deadBand ?? null),
    ...limits,
    switchValue: switchRule ? form.switchValue : null,
    switchLevel: switchRule ? form.switchLevel : null,
    filtering: form.filtering ?? null,
    filteringConfig: form.filteringConfig ?? null,
    remindMinutes: form.remindMinutes ?? null,
  };
}

/** What the server would refuse, checked first for a translated message (the server checks again). */
export function configProblem(
  target: AlarmTarget,
  form: AlarmConfigForm,
): 'needLimit' | 'limitOrder' | 'filteringPair' | null {
  if (!isSwitchTarget(target)) {
    // From the lowest to the highest limit, the set ones must not go down.
    const set = [...LIMIT_KINDS].reverse().flatMap((kind) => {
      const value = form[`${kind}Limit`];
      return value === null || value === undefined ? [] : [value];
    });
    if (form.enable && set.length === 0) return 'needLimit';
    if (set.some((value, i) => i > 0 && value < (set[i - 1] ?? value))) return 'limitOrder';
  }
  const filtering = form.filtering ?? null;
  const count = form.filteringConfig ?? null;
  return (filtering === null) !== (count === null) ? 'filteringPair' : null;
}
