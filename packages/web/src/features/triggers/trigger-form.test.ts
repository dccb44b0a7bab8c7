import { TriggerCreate, type TriggerRecord } from '@iot/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { NEW_TRIGGER, toFormValues, toTriggerBody, type TriggerFormValues } from './trigger-form';

const stored: TriggerRecord = {
  id: 4,
  companyId: 2,
  companyName: 'Demo',
  name: 'Cool down',
  type: 1,
  enabled: 1,
  variableId: 11,
  customDataId: null,
  condition: { op: 'between', value: 50, value2: 60, holdSeconds: 5 },
  schedule: null,
  actions: [
    { type: 'write', deviceId: 3, variableId: 12, value: 7 },
    { type: 'notify', userIds: [5], email: true },
    { type: 'maintenance', planId: 9 },
  ],
  description: 'd',
  nextFireTime: null,
  lastFireTime: null,
  createTime: '2026-11-22 10:00:00',
  updateTime: '2026-11-22 10:00:00',
};

describe('trigger form', () => {
  it('gives back the stored trigger as the body it was saved from', () => {
    const { id: _id, companyId: _c, companyName: _n, nextFireTime: _x, lastFireTime: _l, ...body } = stored;
    const { createTime: _ct, updateTime: _ut, ...expected } = body;
    expect(toTriggerBody(toFormValues(stored))).toEqual(expected);
  });

  it('sends only what the type takes, in a shape the contract accepts', () => {
    const timing: TriggerFormValues = {
      ...NEW_TRIGGER,
      name: 'Hourly',
      type: 3,
      watched: { kind: 'variable', id: 1, label: 'x' },
      schedule: { kind: 'every', every: 2, unit: 'hour', start: dayjs('2026-11-22 11:00:00') },
      actions: [{ type: 'notify', userIds: [5] }],
    };
    const body = toTriggerBody(timing);
    expect(body).toMatchObject({
      variableId: null,
      condition: null,
      schedule: { kind: 'every', every: 2, unit: 'hour', start: '2026-11-22 11:00:00' },
    });
    expect(TriggerCreate.safeParse(body).success).toBe(true);
  });

  it('writes a number when the value reads as one, else the text', () => {
    const write = (value: string) =>
      toTriggerBody({
        ...NEW_TRIGGER,
        type: 0,
        actions: [{ type: 'write', target: { kind: 'variable', id: 2, deviceId: 1, label: '' }, value }],
      }).actions[0];
    expect(write('42.5')).toMatchObject({ value: 42.5 });
    expect(write('on')).toMatchObject({ value: 'on' });
  });
});
