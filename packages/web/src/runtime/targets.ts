import { liveTopics, MsgType, type Binding, type FlowLiveTargets } from '@iot/contract';
import type { LivePayload } from '../live/live-payload';
import type { BindingTarget } from './display';

/** What run mode read on open, ready for the binding runtime: the targets by binding and the values by topic. */
export interface ResolvedTargets {
  target: (binding: Binding) => BindingTarget | null;
  seed: ReadonlyMap<string, LivePayload>;
}

const variableKey = (deviceId: number | undefined, varId: number | undefined) => `v${deviceId}:${varId}`;
const itemKey = (id: number | undefined) => `c${id}`;

/**
 * A binding is resolved by its ids, never by the names it keeps for display: a renamed variable still
 * feeds its pens, and one that is gone (or out of the viewer's reach) resolves to nothing.
 */
export function resolveTargets({ variables, customData }: FlowLiveTargets): ResolvedTargets {
  const byKey = new Map<string, BindingTarget>();
  const seed = new Map<string, LivePayload>();
  for (const v of variables) {
    const { topic, onlineTopic, name, description, unit } = v;
    const statusTopic = liveTopics.runStatus(v.identity);
    const history = { type: 0 as const, deviceNum: v.identity, code: v.name };
    byKey.set(variableKey(v.deviceId, v.varId), { topic, onlineTopic, statusTopic, name, description, unit, history });
    seed.set(topic, { value: v.nowValue });
    seed.set(onlineTopic, { online: v.online });
  }
  for (const item of customData) {
    const { topic, name, description, unit } = item;
    const history = { type: 1 as const, deviceNum: '', code: String(item.customDataId) };
    byKey.set(itemKey(item.customDataId), { topic, name, description, unit, history });
    seed.set(topic, { value: item.nowValue });
  }
  const keyOf = (b: Binding) =>
    b.msgType === MsgType.customData ? itemKey(b.customDataId) : variableKey(b.deviceId, b.varId);
  return { target: (binding) => byKey.get(keyOf(binding)) ?? null, seed };
}
