import { RuleType, type BindingRule } from '@iot/contract';

/** What matching `dataProps` rules change on a pen (spec 3.4): the later matching rule wins per property. */
export type RuleEffect = BindingRule['props'];

/**
 * A live value as a rule compares it: numbers and numeric text as numbers, booleans as the switch values
 * 1 and 0, anything else as text (null when there is no value).
 */
export function ruleValue(value: unknown): number | string | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : value;
  }
  return null;
}

type Term = BindingRule['term'][number];

/**
 * Range terms: `min` alone is "greater than", `max` alone "less than", both "between" (inclusive).
 * Equals terms compare numbers as numbers and everything else as text.
 */
function termMatches(type: BindingRule['type'], term: Term, value: number | string): boolean {
  if (type === RuleType.range) {
    if (typeof value !== 'number') return false;
    if (term.min !== undefined && term.max !== undefined) return value >= term.min && value <= term.max;
    if (term.min !== undefined) return value > term.min;
    if (term.max !== undefined) return value < term.max;
    return false;
  }
  if (term.value === undefined) return false;
  const wanted = ruleValue(term.value);
  return typeof wanted === 'number' && typeof value === 'number' ? wanted === value : String(wanted) === String(value);
}

/** A rule matches when any of its terms does. */
export function ruleMatches(rule: BindingRule, raw: unknown): boolean {
  const value = ruleValue(raw);
  return value !== null && rule.term.some((term) => termMatches(rule.type, term, value));
}

/** The merged effect of every rule the value matches, in the rules' order; empty when none does. */
export function applyRules(rules: readonly BindingRule[], raw: unknown): RuleEffect {
  const effect: RuleEffect = {};
  for (const rule of rules) if (ruleMatches(rule, raw)) Object.assign(effect, rule.props);
  return effect;
}
