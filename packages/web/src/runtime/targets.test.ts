import { describe, expect, it } from 'vitest';
import { Binding, type FlowLiveTargets } from '@iot/contract';
import { resolveTargets } from './targets';

const read: FlowLiveTargets = {
  variables: [
    {
      deviceId: 1,
      varId: 11,
      identity: 'gw-1',
      name: 'flow_rate',
      description: 'Flow',
      unit: 'm³/h',
      dataType: 'float',
      decimalPlaces: 1,
      topic: 'device/gw-1/flow_rate',
      onlineTopic: 'device/status/gw-1',
      nowValue: 42.5,
      online: true,
    },
  ],
  customData: [
    {
      customDataId: 5,
      name: 'OEE',
      description: '',
      unit: '%',
      decimalPlaces: 0,
      topic: 'device/customdata/5',
      nowValue: 87,
    },
  ],
};

describe('resolveTargets', () => {
  const { target, seed } = resolveTargets(read);

  it('resolves bindings by their ids, whatever names they kept', () => {
    const renamed = Binding.parse({ msgType: '1', deviceId: 1, varId: 11, variableName: 'old_name' });
    expect(target(renamed)).toMatchObject({ topic: 'device/gw-1/flow_rate', onlineTopic: 'device/status/gw-1' });
    expect(target(Binding.parse({ msgType: '2', customDataId: 5 }))?.topic).toBe('device/customdata/5');
  });

  it('resolves to nothing what the read did not return', () => {
    expect(target(Binding.parse({ msgType: '1', deviceId: 1, varId: 12 }))).toBeNull();
    expect(target(Binding.parse({ msgType: '1', deviceId: 2, varId: 11 }))).toBeNull();
    expect(target(Binding.parse({ msgType: '2', customDataId: 6 }))).toBeNull();
  });

  it('seeds the latest values and the online state by topic', () => {
    expect(seed.get('device/gw-1/flow_rate')).toEqual({ value: 42.5 });
    expect(seed.get('device/status/gw-1')).toEqual({ online: true });
    expect(seed.get('device/customdata/5')).toEqual({ value: 87 });
  });
});
