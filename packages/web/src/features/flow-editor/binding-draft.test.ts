import { Binding, BindingRule, MsgType } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import type { PickedData, PickedDevice } from '../../ui/pickers/types';
import { bindingOf, boundDevice, ruleOf, withBinding, withRules } from './binding-draft';

const device: PickedDevice = {
  key: 'h:4',
  devType_: 1,
  deviceId: 4,
  deviceName: 'Pump',
  deviceNum: 'P-4',
  name: 'Pump',
};
const variable: PickedData = { key: 'v:9', id: 9, name: 'level', unit: 'm', varType: 1, deviceId: 4, varId: 9 };
const custom: PickedData = { key: 'c:2', id: 2, name: 'total', unit: '', varType: 0 };

describe('bind dialog', () => {
  it('needs a device, then a variable (spec 5)', () => {
    expect(bindingOf('device', null, variable)).toBe('deviceRequired');
    expect(bindingOf('device', device, undefined)).toBe('variableRequired');
    expect(bindingOf('custom', null, undefined)).toBe('customRequired');
  });

  it('binds a device variable and custom data the way run mode reads them', () => {
    const bound = bindingOf('device', device, variable);
    expect(bound).toMatchObject({ msgType: MsgType.variable, deviceId: 4, varId: 9, variableName: 'level' });
    expect(Binding.safeParse(bound).success).toBe(true);
    const data = bindingOf('custom', null, custom);
    expect(data).toMatchObject({ msgType: MsgType.customData, customDataId: 2 });
    expect(Binding.safeParse(data).success).toBe(true);
  });

  it('starts a change of binding at the bound device', () => {
    const bound = Binding.parse(bindingOf('device', device, variable));
    expect(boundDevice(bound)).toEqual(device);
    expect(boundDevice(Binding.parse(bindingOf('custom', null, custom)))).toBeNull();
  });

  it('keeps the rules when the same value is bound again, drops them for another', () => {
    const rule = BindingRule.parse(ruleOf({ condition: 'greater', value: 5, to: null, background: '#ff0000' }));
    const first = Binding.parse({ msgType: '1', deviceId: 4, varId: 9, dataProps: [rule] });
    const data = { data: [first] };
    expect(withBinding(data, { msgType: '1', deviceId: 4, varId: 9 })).toMatchObject({ data: [{ dataProps: [rule] }] });
    expect(withBinding(data, { msgType: '1', deviceId: 4, varId: 10 })).toMatchObject({ data: [{ dataProps: [] }] });
    expect(withBinding(data, null)).toEqual({ data: [] });
    expect(withRules(data, [])).toMatchObject({ data: [{ varId: 9, dataProps: [] }] });
  });
});

describe('rules', () => {
  it('turns each condition into the rule run mode evaluates', () => {
    expect(ruleOf({ condition: 'greater', value: 50, to: null, background: '#c62828' })).toMatchObject({
      name: '> 50',
      type: 1,
      term: [{ min: 50 }],
      props: { background: '#c62828' },
    });
    expect(ruleOf({ condition: 'less', value: 1, to: null, text: 'low' })).toMatchObject({ term: [{ max: 1 }] });
    expect(ruleOf({ condition: 'between', value: 1, to: 3, text: 'ok' })).toMatchObject({ term: [{ min: 1, max: 3 }] });
    expect(ruleOf({ condition: 'equal', value: 1, to: null, text: 'on' })).toMatchObject({
      type: 2,
      term: [{ value: 1 }],
    });
  });

  it('needs a value and something to change', () => {
    expect(ruleOf({ condition: 'between', value: 1, to: null, text: 'x' })).toBe('ruleNeedsValue');
    expect(ruleOf({ condition: 'greater', value: 1, to: null })).toBe('ruleNeedsChange');
  });

  it('starts or stops the animation while the rule matches', () => {
    expect(ruleOf({ condition: 'equal', value: 1, to: null, animate: 'start' })).toMatchObject({
      props: { animate: 'start' },
    });
  });
});
