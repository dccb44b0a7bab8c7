import { MsgType, RuleType, type Binding, type BindingRule, type PenData } from '@iot/contract';
import type { z } from 'zod';
import type { PickedData, PickedDevice } from '../../ui/pickers/types';

type BindingInput = z.input<typeof Binding>;
export type RuleInput = z.input<typeof BindingRule>;
type PenDataValue = z.output<typeof PenData>;

/** Why the bind dialog cannot bind yet (spec 5: the device is required first). */
export type BindProblem = 'deviceRequired' | 'variableRequired' | 'customRequired';

/** The binding of a pick of the bind dialog, or what is missing. */
export function bindingOf(
  source: 'device' | 'custom',
  device: PickedDevice | null,
  picked: PickedData | undefined,
): BindingInput | BindProblem {
  if (source === 'custom') {
    if (!picked || picked.varType !== 0) return 'customRequired';
    return { msgType: MsgType.customData, customDataId: picked.id, variableName: picked.name, unit: picked.unit };
  }
  if (!device) return 'deviceRequired';
  if (!picked || picked.varType !== 1) return 'variableRequired';
  return {
    msgType: MsgType.variable,
    deviceId: picked.deviceId ?? device.deviceId,
    devId: picked.deviceNum ?? device.deviceNum,
    varId: picked.varId ?? picked.id,
    variableName: picked.varName ?? picked.name,
    desc: picked.deviceName ?? device.deviceName,
    unit: picked.unit,
  };
}

/** The device of a pen's binding as the device picker names it, so that changing a binding starts there. */
export function boundDevice(binding: z.output<typeof Binding> | undefined): PickedDevice | null {
  if (binding?.msgType !== MsgType.variable || binding.deviceId === undefined) return null;
  const name = binding.desc ?? binding.devId ?? String(binding.deviceId);
  return {
    key: `h:${binding.deviceId}`,
    devType_: 1,
    deviceId: binding.deviceId,
    deviceName: name,
    deviceNum: binding.devId ?? '',
    name,
  };
}

/** A pen's data with its (single) binding replaced; the rules of the old one stay if it was the same value. */
export function withBinding(data: PenDataValue | undefined, binding: BindingInput | null): Record<string, unknown> {
  const previous = data?.data[0];
  if (!binding) return { ...data, data: [] };
  const same =
    previous !== undefined &&
    previous.msgType === binding.msgType &&
    previous.varId === binding.varId &&
    previous.customDataId === binding.customDataId;
  return { ...data, data: [{ ...binding, dataProps: same ? previous.dataProps : [] }] };
}

/** The conditions the rule editor offers (spec 3.4: greater than, less than, equal, between). */
export type RuleCondition = 'greater' | 'less' | 'equal' | 'between';

export interface RuleDraft {
  condition: RuleCondition;
  value: number | null;
  to: number | null;
  background?: string;
  text?: string;
  /** Starts or stops the pen's animation while the rule matches (spec 3.4). */
  animate?: 'start' | 'stop';
}

/** A `dataProps` rule from the editor's form, or what is missing. */
export function ruleOf(draft: RuleDraft): RuleInput | 'ruleNeedsValue' | 'ruleNeedsChange' {
  const { condition, value, to } = draft;
  if (value === null || (condition === 'between' && to === null)) return 'ruleNeedsValue';
  const props = {
    ...(draft.background ? { background: draft.background } : {}),
    ...(draft.text ? { text: draft.text } : {}),
    ...(draft.animate ? { animate: draft.animate } : {}),
  };
  if (Object.keys(props).length === 0) return 'ruleNeedsChange';
  // A name that reads the same in both languages.
  const sign = { greater: '>', less: '<', equal: '=' } as const;
  const name = condition === 'between' ? `${value} – ${to}` : `${sign[condition]} ${value}`;
  if (condition === 'equal') return { name, type: RuleType.equals, term: [{ value }], props };
  const term =
    condition === 'greater' ? { min: value } : condition === 'less' ? { max: value } : { min: value, max: to ?? value };
  return { name, type: RuleType.range, term: [term], props };
}

/** The rules of a pen's binding with one added or removed. */
export function withRules(data: PenDataValue, rules: readonly (RuleInput | BindingRule)[]): Record<string, unknown> {
  const [first, ...rest] = data.data;
  return first ? { ...data, data: [{ ...first, dataProps: rules }, ...rest] } : data;
}
