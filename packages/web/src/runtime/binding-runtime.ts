import type { Binding } from '@iot/contract';
import { runStatusOf } from '../live/device-state';
import type { LivePayload } from '../live/live-payload';
import { bindingText, onlineEffect, type BindingTarget, type DisplayWords } from './display';
import { applyRules, type RuleEffect } from './rules';

/** A pen as run mode feeds it: its id and the bindings of its `data.data`. */
export interface RuntimePen {
  id: string;
  bindings: readonly Binding[];
}

/** What a pen shows now: the text of its first binding (when it has one to show) and its rules' effect. */
export interface PenState {
  text: string | undefined;
  effect: RuleEffect;
}

export interface BindingRuntimeDeps {
  /** Watches a live topic (the tab's live hub); the returned function stops watching. */
  subscribe: (topic: string, listener: (payload: LivePayload) => void) => () => void;
  /** The binding's target, resolved from its ids; null when the variable or item no longer exists. */
  target: (binding: Binding) => BindingTarget | null;
  words: DisplayWords;
  /** Receives the pens whose state changed since the last call. */
  render: (changes: ReadonlyMap<string, PenState>) => void;
  /** Runs `flush` soon: once per animation frame in the browser, however many values came. */
  schedule: (flush: () => void) => void;
}

interface Slot {
  pen: PenEntry;
  binding: Binding;
  target: BindingTarget | null;
  value: unknown;
  received: boolean;
  /** The device's run status (`isOnline` bindings), once it reported one. */
  runStatus: number | undefined;
}

interface PenEntry {
  id: string;
  slots: Slot[];
  /** What the canvas was last given for this pen. */
  shown: PenState | undefined;
}

/** Same text and the same properties: applying it again would draw the same pen. */
function sameState(a: PenState, b: PenState): boolean {
  if (a.text !== b.text) return false;
  const keys = Object.keys(a.effect) as (keyof RuleEffect)[];
  return keys.length === Object.keys(b.effect).length && keys.every((key) => a.effect[key] === b.effect[key]);
}

/** An `isOnline` binding follows its device's connection and run status; any other its value. */
const topicsOf = (slot: Slot) =>
  slot.binding.isOnline ? [slot.target?.onlineTopic, slot.target?.statusTopic] : [slot.target?.topic];

/**
 * Feeds the bound pens of a running screen: one live subscription per topic however many pens are bound
 * to it, dropped when no pen needs it any more; values are applied to pens in batches (`schedule`), and
 * only to pens whose text or rule properties would change (a value with the same decimals draws nothing).
 */
export function createBindingRuntime(deps: BindingRuntimeDeps) {
  const watched = new Map<string, { stop: () => void; slots: Set<Slot> }>();
  const dirty = new Set<PenEntry>();
  let flushing = false;

  /** The latest state of every pen touched since the last frame, less those that would look the same. */
  function flush(): void {
    flushing = false;
    const changes = new Map<string, PenState>();
    for (const pen of dirty) {
      const state = stateOf(pen);
      if (pen.shown && sameState(pen.shown, state)) continue;
      pen.shown = state;
      changes.set(pen.id, state);
    }
    dirty.clear();
    if (changes.size > 0) deps.render(changes);
  }

  function touch(pen: PenEntry): void {
    dirty.add(pen);
    if (flushing) return;
    flushing = true;
    deps.schedule(flush);
  }

  function stateOf(pen: PenEntry): PenState {
    const effect: RuleEffect = {};
    for (const slot of pen.slots) {
      // The connection colour first, so that a matching rule of the pen's own still wins.
      if (slot.received)
        Object.assign(
          effect,
          onlineEffect(slot.binding, slot.value, slot.runStatus),
          applyRules(slot.binding.dataProps, slot.value),
        );
    }
    // A matching rule's text replaces the value shown (spec 3.4: "text change").
    const { text: ruleText, ...rest } = effect;
    const first = pen.slots[0];
    const shown = first && (first.received || first.target === null);
    const text = ruleText ?? (shown ? bindingText(first.binding, first.target, first.value, deps.words) : undefined);
    return { text, effect: rest };
  }

  function receive(topic: string, payload: LivePayload): void {
    for (const slot of watched.get(topic)?.slots ?? []) {
      if (slot.binding.isOnline && topic === slot.target?.statusTopic) slot.runStatus = runStatusOf(payload);
      else {
        slot.value = slot.binding.isOnline ? payload.online : payload.value;
        slot.received = true;
      }
      touch(slot.pen);
    }
  }

  /** Runs the given pens (replacing those run before): subscribes what they need, drops the rest. */
  function show(pens: readonly RuntimePen[]): void {
    const wanted = new Map<string, Set<Slot>>();
    dirty.clear();
    for (const { id, bindings } of pens) {
      if (bindings.length === 0) continue;
      const pen: PenEntry = { id, slots: [], shown: undefined };
      for (const binding of bindings) {
        const target = deps.target(binding);
        const slot: Slot = { pen, binding, target, value: undefined, received: false, runStatus: undefined };
        pen.slots.push(slot);
        for (const topic of topicsOf(slot)) if (topic) wanted.set(topic, (wanted.get(topic) ?? new Set()).add(slot));
      }
      if (pen.slots.some((slot) => slot.target === null)) touch(pen);
    }
    for (const [topic, entry] of watched) {
      if (wanted.has(topic)) continue;
      entry.stop();
      watched.delete(topic);
    }
    for (const [topic, slots] of wanted) {
      const entry = watched.get(topic);
      if (entry) entry.slots = slots;
      else watched.set(topic, { slots, stop: deps.subscribe(topic, (payload) => receive(topic, payload)) });
    }
  }

  /** The latest values read once on open (by topic), so that no pen waits for the next change. */
  function seed(values: ReadonlyMap<string, LivePayload>): void {
    for (const [topic, payload] of values) receive(topic, payload);
  }

  function dispose(): void {
    for (const entry of watched.values()) entry.stop();
    watched.clear();
    dirty.clear();
  }

  return { show, seed, dispose, topics: () => [...watched.keys()] };
}

export type BindingRuntime = ReturnType<typeof createBindingRuntime>;
