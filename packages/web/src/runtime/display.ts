import { VarLook, type Binding } from '@iot/contract';
import { MARKER_COLOURS, markerState } from '../live/device-state';
import { ruleValue, type RuleEffect } from './rules';

/** What a binding's target is, as run mode resolved it from the binding's ids. */
export interface BindingTarget {
  /** The live topic its values come on. */
  topic: string;
  /** The topic of its device's connection (`isOnline` bindings); none for custom data. */
  onlineTopic?: string;
  /** The topic of its device's run status (`device/{identity}/Status`); none for custom data. */
  statusTopic?: string;
  name: string;
  description: string;
  unit: string;
  /** How the history API names it: type 0 a device's variable, 1 a custom data item (by id). */
  history?: { type: 0 | 1; deviceNum: string; code: string };
}

/** The words a pen may show besides numbers, in the console's language. */
export interface DisplayWords {
  online: string;
  offline: string;
  missing: string;
}

/** A number with the binding's decimals: `decimal` when `isDecimal`, else the variable's own places. */
function formatNumber(binding: Binding, n: number): string {
  const places = binding.isDecimal ? binding.decimal : binding.decimalPlaces;
  return places === undefined ? String(n) : n.toFixed(places);
}

/** The value part: a share of `percentageNum` in percent, a number with its decimals, or the text as sent. */
function formatValue(binding: Binding, raw: unknown): string {
  const value = ruleValue(raw);
  if (value === null) return '--';
  if (typeof value === 'string') return value;
  if (binding.percentage && binding.percentageNum) {
    return `${formatNumber({ ...binding, isDecimal: true }, (value / binding.percentageNum) * 100)}%`;
  }
  return formatNumber(binding, value);
}

/**
 * What a pen bound to a value shows (spec 3.4): the online state for `isOnline` bindings, otherwise the
 * value with its unit, after the target's name or description when `varlook` asks for one. A target
 * that no longer exists says so instead.
 */
export function bindingText(binding: Binding, target: BindingTarget | null, raw: unknown, words: DisplayWords): string {
  if (!target) return words.missing;
  if (binding.isOnline) return raw === true ? words.online : words.offline;
  const value = formatValue(binding, raw);
  const unit = binding.percentage || value === '--' ? '' : (binding.unit ?? target.unit);
  const shown = unit ? `${value} ${unit}` : value;
  if (binding.varlook === VarLook.name) return `${target.name}: ${shown}`;
  if (binding.varlook === VarLook.description) return `${target.description || target.name}: ${shown}`;
  return shown;
}

/**
 * The colour of an `isOnline` binding's text (spec 4.2): grey offline, blue online, and once the device
 * reported its run status, yellow stopped or green running. No colour for other bindings.
 */
export function onlineEffect(binding: Binding, raw: unknown, runStatus: number | undefined): RuleEffect {
  if (!binding.isOnline) return {};
  return { textColor: MARKER_COLOURS[markerState(raw === true, runStatus)] };
}
