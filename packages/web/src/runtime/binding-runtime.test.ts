import { describe, expect, it } from 'vitest';
import { Binding } from '@iot/contract';
import type { LivePayload } from '../live/live-payload';
import { createBindingRuntime, type PenState, type RuntimePen } from './binding-runtime';
import type { BindingTarget } from './display';

/** A live connection that records what is watched and lets the test publish. */
function fakeLive() {
  const listeners = new Map<string, Set<(payload: LivePayload) => void>>();
  return {
    subscribe: (topic: string, listener: (payload: LivePayload) => void) => {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set.add(listener));
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    publish: (topic: string, payload: LivePayload) => {
      for (const listener of listeners.get(topic) ?? []) listener(payload);
    },
    watchers: (topic: string) => listeners.get(topic)?.size ?? 0,
    topics: () => [...listeners.keys()].sort(),
  };
}

/** Variables 1-9 of gateway gw-1 exist (`v{n}`, unit bar); anything else was deleted. */
const target = (binding: Binding): BindingTarget | null =>
  binding.varId !== undefined && binding.varId < 10
    ? {
        topic: `device/gw-1/v${binding.varId}`,
        onlineTopic: 'device/status/gw-1',
        statusTopic: 'device/gw-1/Status',
        name: `v${binding.varId}`,
        description: '',
        unit: 'bar',
      }
    : null;

const bind = (varId: number, extra: object = {}) => Binding.parse({ msgType: '1', deviceId: 1, varId, ...extra });
const hot = { type: 1, term: [{ min: 5 }], props: { color: '#e53935' } };

function world() {
  const live = fakeLive();
  const rendered: Map<string, PenState>[] = [];
  const pending: (() => void)[] = [];
  let requests = 0;
  const runtime = createBindingRuntime({
    subscribe: live.subscribe,
    target,
    words: { online: 'online', offline: 'offline', missing: 'target does not exist' },
    render: (changes) => rendered.push(new Map(changes)),
    schedule: (flush) => {
      requests += 1;
      pending.push(flush);
    },
  });
  const frame = () => pending.splice(0).forEach((flush) => flush());
  return { live, rendered, runtime, frame, scheduled: () => requests };
}

describe('the binding runtime', () => {
  it('watches each topic once however many pens are bound to it, and drops what no pen needs', () => {
    const { live, runtime } = world();
    const pens: RuntimePen[] = [
      { id: 'a', bindings: [bind(1)] },
      { id: 'b', bindings: [bind(1), bind(2)] },
      { id: 'c', bindings: [] },
    ];
    runtime.show(pens);
    expect(live.topics()).toEqual(['device/gw-1/v1', 'device/gw-1/v2']);
    expect(live.watchers('device/gw-1/v1')).toBe(1);
    runtime.show([{ id: 'b', bindings: [bind(2)] }]);
    expect(live.topics()).toEqual(['device/gw-1/v2']);
    runtime.dispose();
    expect(live.topics()).toEqual([]);
  });

  it('applies each value to every pen bound to it, once per frame however many values came', () => {
    const { live, rendered, runtime, frame } = world();
    runtime.show([
      { id: 'gauge', bindings: [bind(1, { isDecimal: true, dataProps: [hot] })] },
      { id: 'label', bindings: [bind(1, { varlook: 1 })] },
    ]);
    live.publish('device/gw-1/v1', { value: 3 });
    live.publish('device/gw-1/v1', { value: 7.5 });
    expect(rendered).toHaveLength(0);
    frame();
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.get('gauge')).toEqual({ text: '7.50 bar', effect: { color: '#e53935' } });
    expect(rendered[0]!.get('label')).toEqual({ text: 'v1: 7.5 bar', effect: {} });
    live.publish('device/gw-1/v1', { value: 2 });
    frame();
    expect(rendered[1]!.get('gauge')).toEqual({ text: '2.00 bar', effect: {} });
  });

  it('draws nothing for values that would look the same: same text after decimals, same rule colours', () => {
    const { live, rendered, runtime, frame } = world();
    runtime.show([
      { id: 'rounded', bindings: [bind(1, { isDecimal: true, decimal: 0, dataProps: [hot] })] },
      { id: 'exact', bindings: [bind(2)] },
    ]);
    live.publish('device/gw-1/v1', { value: 7.2 });
    live.publish('device/gw-1/v2', { value: 1 });
    frame();
    expect([...rendered[0]!.keys()]).toEqual(['rounded', 'exact']);
    live.publish('device/gw-1/v1', { value: 7.4 });
    live.publish('device/gw-1/v2', { value: 1 });
    frame();
    expect(rendered).toHaveLength(1);
    live.publish('device/gw-1/v1', { value: 7.6 });
    live.publish('device/gw-1/v2', { value: 1 });
    frame();
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).toEqual(new Map([['rounded', { text: '8 bar', effect: { color: '#e53935' } }]]));
    live.publish('device/gw-1/v1', { value: 4.6 });
    frame();
    expect(rendered[2]!.get('rounded')).toEqual({ text: '5 bar', effect: {} });
  });

  it('asks for one frame however many values come before it, and the latest value of a pen wins', () => {
    const { live, rendered, runtime, frame, scheduled } = world();
    runtime.show([{ id: 'p', bindings: [bind(3)] }]);
    for (let value = 0; value < 100; value += 1) live.publish('device/gw-1/v3', { value });
    expect(scheduled()).toBe(1);
    frame();
    expect(rendered).toEqual([new Map([['p', { text: '99 bar', effect: {} }]])]);
    live.publish('device/gw-1/v3', { value: 100 });
    expect(scheduled()).toBe(2);
  });

  it('shows the values read on open before any message, and later messages over them', () => {
    const { live, rendered, runtime, frame } = world();
    runtime.show([{ id: 'p', bindings: [bind(3)] }]);
    runtime.seed(new Map([['device/gw-1/v3', { value: 11 }]]));
    frame();
    expect(rendered[0]!.get('p')?.text).toBe('11 bar');
    live.publish('device/gw-1/v3', { value: 12 });
    frame();
    expect(rendered[1]!.get('p')?.text).toBe('12 bar');
  });

  it('a binding whose variable was deleted says so, and the other pens keep running', () => {
    const { live, rendered, runtime, frame } = world();
    runtime.show([
      { id: 'gone', bindings: [bind(42)] },
      { id: 'alive', bindings: [bind(4)] },
    ]);
    frame();
    expect(rendered[0]!.get('gone')).toEqual({ text: 'target does not exist', effect: {} });
    live.publish('device/gw-1/v4', { value: 1 });
    frame();
    expect(rendered[1]!.get('alive')?.text).toBe('1 bar');
  });

  it('isOnline bindings follow the device connection in its colours, blue online and grey offline', () => {
    const { live, rendered, runtime, frame } = world();
    const red = { type: 2, term: [{ value: 0 }], props: { textColor: '#e53935' } };
    runtime.show([
      { id: 'lamp', bindings: [bind(5, { isOnline: true })] },
      { id: 'alarm', bindings: [bind(6, { isOnline: true, dataProps: [red] })] },
    ]);
    expect(live.topics()).toEqual(['device/gw-1/Status', 'device/status/gw-1']);
    live.publish('device/status/gw-1', { online: false });
    frame();
    expect(rendered[0]!.get('lamp')).toEqual({ text: 'offline', effect: { textColor: '#8c8c8c' } });
    // A rule of the pen's own wins over the connection colour.
    expect(rendered[0]!.get('alarm')?.effect).toEqual({ textColor: '#e53935' });
    live.publish('device/status/gw-1', { online: true });
    frame();
    expect(rendered[1]!.get('lamp')).toEqual({ text: 'online', effect: { textColor: '#1677ff' } });
  });

  it('colours an online device by its run status: yellow for the stopped codes, green running, grey offline', () => {
    const { live, rendered, runtime, frame } = world();
    runtime.show([{ id: 'lamp', bindings: [bind(5, { isOnline: true })] }]);
    live.publish('device/status/gw-1', { online: true });
    const colour = (status: unknown) => {
      live.publish('device/gw-1/Status', { code: 'Status', value: status });
      frame();
      return rendered.at(-1)!.get('lamp');
    };
    for (const code of [1, 2, 3, 9, 10, 26, 27])
      expect(colour(code)).toEqual({ text: 'online', effect: { textColor: '#fadb14' } });
    for (const code of [0, 4, 28, '5']) expect(colour(code)?.effect).toEqual({ textColor: '#52c41a' });
    live.publish('device/status/gw-1', { online: false });
    expect(colour(1)).toEqual({ text: 'offline', effect: { textColor: '#8c8c8c' } });
  });

  it("shows a matching rule's text instead of the value", () => {
    const { live, rendered, runtime, frame } = world();
    const running = { type: 2, term: [{ value: 1 }], props: { text: 'RUN', background: '#2e7d32' } };
    runtime.show([{ id: 'pump', bindings: [bind(8, { dataProps: [running] })] }]);
    live.publish('device/gw-1/v8', { value: 1 });
    frame();
    expect(rendered[0]!.get('pump')).toEqual({ text: 'RUN', effect: { background: '#2e7d32' } });
    live.publish('device/gw-1/v8', { value: 0 });
    frame();
    expect(rendered[1]!.get('pump')).toEqual({ text: '0 bar', effect: {} });
  });

  it('merges the rules of every binding of a pen, the later binding winning', () => {
    const { live, rendered, runtime, frame } = world();
    const stopped = { type: 2, term: [{ value: 0 }], props: { animate: 'stop', color: '#9e9e9e' } };
    runtime.show([{ id: 'pump', bindings: [bind(6, { dataProps: [hot] }), bind(7, { dataProps: [stopped] })] }]);
    live.publish('device/gw-1/v6', { value: 9 });
    live.publish('device/gw-1/v7', { value: 0 });
    frame();
    expect(rendered[0]!.get('pump')).toEqual({ text: '9 bar', effect: { color: '#9e9e9e', animate: 'stop' } });
  });
});
