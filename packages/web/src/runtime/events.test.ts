import { describe, expect, it } from 'vitest';
import { Pen } from '@iot/contract';
import { actionsFor } from './events';

const binding = { msgType: '1', deviceId: 1, varId: 2 };
const pen = (events: object[], extra: object = {}) =>
  Pen.parse({
    id: 'p1',
    name: 'rectangle',
    x: 0,
    y: 0,
    width: 10,
    height: 10,
    data: { data: [binding] },
    events,
    ...extra,
  });

describe('run mode events', () => {
  it('opens links in a new window, and URLs in a frame of the given size', () => {
    const p = pen([
      { type: 0, action: 0, value: 'https://example.com/manual.pdf' },
      { type: 0, action: 2, myType: '1', url: '/weather?dn=4', tw: 60, th: 50 },
      { type: 0, action: 2, myType: '7', url: '/localvideoc?id=3' },
      { type: 0, action: 2, myType: '3', url: 'https://example.com' },
    ]);
    expect(actionsFor(p, 'click')).toEqual([
      { kind: 'openWindow', url: 'https://example.com/manual.pdf' },
      { kind: 'openFrame', url: '/weather?dn=4', widthPercent: 60, heightPercent: 50 },
      { kind: 'openFrame', url: '/localvideoc?id=3', widthPercent: 80, heightPercent: 80 },
      { kind: 'openWindow', url: 'https://example.com' },
    ]);
  });

  it('jumps only to routes of this site', () => {
    expect(actionsFor(pen([{ type: 0, action: 2, myType: '2', value: '/alertInfo' }]), 'click')).toEqual([
      { kind: 'navigate', path: '/alertInfo' },
    ]);
    for (const value of ['//evil.example.com', 'https://evil.example.com', 'alertInfo']) {
      expect(actionsFor(pen([{ type: 0, action: 2, myType: '2', value }]), 'click'), value).toEqual([]);
    }
  });

  it("opens the pen's variable history and its remote-value form", () => {
    const p = pen([
      { type: 1, action: 2, myType: '5' },
      { type: 0, action: 2, myType: '6' },
    ]);
    expect(actionsFor(p, 'dblclick')).toEqual([{ kind: 'openHistory', binding: expect.objectContaining(binding) }]);
    expect(actionsFor(p, 'click')).toEqual([{ kind: 'openIssue', binding: expect.objectContaining(binding) }]);
    expect(actionsFor(pen([{ type: 0, action: 2, myType: '5' }], { data: { data: [] } }), 'click')).toEqual([]);
  });

  it('changes text, sets properties, drives animations and toggles tagged pens', () => {
    const p = pen([
      { type: 0, action: 2, myType: '4', value: 'Acknowledged' },
      { type: 0, action: 1, params: 'lamp', value: { background: '#2e7d32', visible: true } },
      { type: 0, action: 3, value: 'pipe-1' },
      { type: 0, action: 8 },
      { type: 0, action: 2, myType: '8', dis: 'valves' },
    ]);
    expect(actionsFor(p, 'click')).toEqual([
      { kind: 'setText', target: 'p1', text: 'Acknowledged' },
      { kind: 'setProps', target: 'lamp', props: { background: '#2e7d32', visible: true } },
      { kind: 'animate', target: 'pipe-1', how: 'start' },
      { kind: 'animate', target: 'p1', how: 'stop' },
      { kind: 'toggleTagged', tag: 'valves' },
    ]);
  });

  it('static pens (locked 10) fire nothing, and a click runs only click events', () => {
    const events = [{ type: 0, action: 2, myType: '5' }];
    expect(actionsFor(pen(events, { locked: 10 }), 'click')).toEqual([]);
    expect(actionsFor(pen(events), 'dblclick')).toEqual([]);
  });
});
