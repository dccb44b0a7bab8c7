import { describe, expect, it } from 'vitest';
import { Binding } from '@iot/contract';
import { bindingText, type BindingTarget } from './display';

const words = { online: 'online', offline: 'offline', missing: 'target does not exist' };
const target: BindingTarget = { topic: 'device/gw-1/temp', name: 'temp', description: 'Inlet temperature', unit: '°C' };
const bind = (extra: object = {}) => Binding.parse({ msgType: '1', deviceId: 1, varId: 2, ...extra });

describe('bindingText', () => {
  it('shows the value with the decimals asked for and the unit', () => {
    expect(bindingText(bind({ isDecimal: true }), target, 21.456, words)).toBe('21.46 °C');
    expect(bindingText(bind({ isDecimal: true, decimal: 0 }), target, '21.5', words)).toBe('22 °C');
    expect(bindingText(bind({ decimalPlaces: 1 }), target, 21.456, words)).toBe('21.5 °C');
    expect(bindingText(bind(), target, 21.456, words)).toBe('21.456 °C');
    expect(bindingText(bind({ unit: 'K' }), target, 300, words)).toBe('300 K');
  });

  it('shows a share of percentageNum in percent', () => {
    expect(bindingText(bind({ percentage: true, percentageNum: 200 }), target, 50, words)).toBe('25.00%');
  });

  it('puts the name or the description first when varlook asks', () => {
    expect(bindingText(bind({ varlook: 1 }), target, 3, words)).toBe('temp: 3 °C');
    expect(bindingText(bind({ varlook: 2 }), target, 3, words)).toBe('Inlet temperature: 3 °C');
    expect(bindingText(bind({ varlook: 2 }), { ...target, description: '' }, 3, words)).toBe('temp: 3 °C');
  });

  it('shows switches as 1 and 0, text as sent, and -- without a value', () => {
    expect(bindingText(bind({ dataType: 'switch_value' }), { ...target, unit: '' }, true, words)).toBe('1');
    expect(bindingText(bind(), { ...target, unit: '' }, 'RUN', words)).toBe('RUN');
    expect(bindingText(bind(), target, null, words)).toBe('--');
  });

  it('shows the online state for isOnline bindings, and says when the target is gone', () => {
    expect(bindingText(bind({ isOnline: true }), target, true, words)).toBe('online');
    expect(bindingText(bind({ isOnline: true }), target, false, words)).toBe('offline');
    expect(bindingText(bind(), null, 3, words)).toBe('target does not exist');
  });
});
