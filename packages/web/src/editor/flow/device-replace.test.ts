import { describe, expect, it } from 'vitest';
import { replaceDevice, type ReplacePen, type ReplaceRequest } from './device-replace';

const bind = (deviceId: number, varId: number, variableName: string) => ({
  msgType: '1',
  deviceId,
  devId: `D${deviceId}`,
  desc: `Device ${deviceId}`,
  varId,
  variableName,
  slaveId: 4,
  slaveName: 'Slave 4',
  dataProps: [{ name: '> 1', type: 1, term: [{ min: 1 }], props: { background: '#f00' } }],
});

const PENS: ReplacePen[] = [
  { id: 'temp', name: 'text', text: 'Temperature', iotData: { data: [bind(1, 11, 'temp')] } },
  { id: 'pipe', name: 'line', type: 1, iotData: { data: [bind(1, 12, 'flow')] } },
  { id: 'other', name: 'rectangle', iotData: { data: [bind(2, 21, 'temp')] } },
  { id: 'custom', name: 'rectangle', iotData: { data: [{ msgType: '2', customDataId: 5 }] } },
  { id: 'chart', name: 'echarts', iotData: { data: [bind(1, 11, 'temp'), bind(1, 13, 'level')] } },
];

const request = (over: Partial<ReplaceRequest> = {}): ReplaceRequest => ({
  from: 1,
  to: {
    deviceId: 3,
    deviceNum: 'D3',
    deviceName: 'Device 3',
    variables: [
      { varId: 31, varName: 'temp', unit: '°C', dataType: 'float', varType_1: 1, slaveId: null },
      { varId: 32, varName: 'flow', unit: 'm³/h', dataType: 'float', varType_1: 3, slaveId: 9 },
    ],
  },
  sameName: true,
  slaveNames: { system: 'system variable', external: 'external variable' },
  ...over,
});

describe('device replace (spec 4.1)', () => {
  it('moves device 1 to device 3 by variable name, keeping the rules, and lists what has no namesake', () => {
    const out = replaceDevice(PENS, request());
    expect([...out.changed.keys()]).toEqual(['temp', 'pipe', 'chart']);
    const temp = out.changed.get('temp')!.data[0]!;
    expect(temp).toMatchObject({ deviceId: 3, devId: 'D3', desc: 'Device 3', varId: 31, unit: '°C' });
    expect(temp.slaveName).toBe('external variable');
    expect(temp.slaveId).toBeUndefined();
    expect(temp.dataProps).toHaveLength(1);
    expect(out.changed.get('pipe')!.data[0]).toMatchObject({ varId: 32, slaveId: 9 });
    // The chart's second series has no "level" on device 3: it stays on device 1 and is reported.
    expect(out.changed.get('chart')!.data.map((b) => b.deviceId)).toEqual([3, 1]);
    expect(out.failures).toEqual([
      { penId: 'chart', name: 'chart', kind: 'chart', variable: 'level', reason: 'noSameName' },
    ]);
    expect(out.summary).toEqual({ components: 3, variables: 3, succeeded: 2, failed: 1 });
  });

  it('without the name swap keeps only variables the new device has', () => {
    const out = replaceDevice(PENS.slice(0, 2), request({ sameName: false }));
    expect(out.changed.size).toBe(0);
    expect(out.failures.map((f) => [f.penId, f.kind, f.reason])).toEqual([
      ['temp', 'basic', 'notDeviceVariable'],
      ['pipe', 'link', 'notDeviceVariable'],
    ]);
  });

  it('"all devices" moves every device binding, never custom data', () => {
    const out = replaceDevice(PENS, request({ from: null }));
    expect(out.changed.has('other')).toBe(true);
    expect(out.changed.has('custom')).toBe(false);
    expect(out.summary.components).toBe(4);
  });

  it('moves a device-state binding whatever its variable, and drops the old identity', () => {
    const lamp: ReplacePen = {
      id: 'lamp',
      name: 'circle',
      iotData: { data: [{ ...bind(1, 19, 'heartbeat'), isOnline: true, identity: 'dev-1' }] },
    };
    for (const sameName of [true, false]) {
      const out = replaceDevice([lamp], request({ sameName }));
      expect(out.failures).toEqual([]);
      const moved = out.changed.get('lamp')!.data[0]!;
      // Device 3 has no "heartbeat": the state binding anchors on its first variable.
      expect(moved).toMatchObject({ isOnline: true, deviceId: 3, devId: 'D3', desc: 'Device 3', varId: 31 });
      expect(moved.identity).toBeUndefined();
      expect(out.summary).toEqual({ components: 1, variables: 1, succeeded: 1, failed: 0 });
    }
    const empty = replaceDevice([lamp], request({ to: { ...request().to, variables: [] } }));
    expect(empty.changed.size).toBe(0);
    expect(empty.failures.map((f) => f.reason)).toEqual(['noVariable']);
  });

  it('moves the device list of a frame (a device alarm frame), deduplicated', () => {
    const alarms: ReplacePen = { id: 'alarms', name: 'iframe', iotFrame: { type: 1, did: [1, 2, 3] } };
    const out = replaceDevice([alarms, PENS[3]!], request());
    expect(out.frames.get('alarms')).toEqual({ type: 1, did: [3, 2] });
    expect(out.frames.has('custom')).toBe(false);
    expect(out.summary).toEqual({ components: 1, variables: 0, succeeded: 1, failed: 0 });
    expect(replaceDevice([alarms], request({ from: 7 })).frames.size).toBe(0);
    expect(replaceDevice([alarms], request({ from: null })).frames.get('alarms')).toEqual({ type: 1, did: [3] });
  });
});
