import { describe, expect, it } from 'vitest';
import { BindingRule } from '@iot/contract';
import { applyRules, ruleMatches, ruleValue } from './rules';

const rule = (input: unknown) => BindingRule.parse(input);
const above80 = rule({ name: 'hot', type: 1, term: [{ min: 80 }], props: { color: '#e53935' } });
const below10 = rule({ name: 'cold', type: 1, term: [{ max: 10 }], props: { color: '#1e88e5' } });
const normal = rule({ type: 1, term: [{ min: 10, max: 80 }], props: { color: '#9e9e9e', text: 'ok' } });
const running = rule({ type: 2, term: [{ value: 1 }], props: { animate: 'start', textColor: '#43a047' } });
const stopped = rule({ type: 2, term: [{ value: 0 }], props: { animate: 'stop' } });

describe('ruleValue', () => {
  it('reads numbers, numeric text and switches; blanks and objects have no value', () => {
    expect(ruleValue(12.5)).toBe(12.5);
    expect(ruleValue(' 7 ')).toBe(7);
    expect(ruleValue(true)).toBe(1);
    expect(ruleValue(false)).toBe(0);
    expect(ruleValue('open')).toBe('open');
    expect(ruleValue('')).toBeNull();
    expect(ruleValue(null)).toBeNull();
    expect(ruleValue({})).toBeNull();
    expect(ruleValue(Number.NaN)).toBeNull();
  });
});

describe('dataProps rules', () => {
  it('greater than and less than are strict, between is inclusive', () => {
    expect(ruleMatches(above80, 80)).toBe(false);
    expect(ruleMatches(above80, 80.01)).toBe(true);
    expect(ruleMatches(below10, 10)).toBe(false);
    expect(ruleMatches(below10, 9.9)).toBe(true);
    expect(ruleMatches(normal, 10)).toBe(true);
    expect(ruleMatches(normal, 80)).toBe(true);
    expect(ruleMatches(normal, 80.5)).toBe(false);
  });

  it('equals compares numbers as numbers and text as text; switch values 1 and 0', () => {
    expect(ruleMatches(running, '1')).toBe(true);
    expect(ruleMatches(running, 1.0)).toBe(true);
    expect(ruleMatches(running, true)).toBe(true);
    expect(ruleMatches(stopped, false)).toBe(true);
    expect(ruleMatches(stopped, 1)).toBe(false);
    const open = rule({ type: 2, term: [{ value: 'open' }], props: { text: 'OPEN' } });
    expect(ruleMatches(open, 'open')).toBe(true);
    expect(ruleMatches(open, 'closed')).toBe(false);
  });

  it('a range rule never matches text, and no rule matches a missing value', () => {
    expect(ruleMatches(above80, 'high')).toBe(false);
    expect(ruleMatches(running, null)).toBe(false);
    expect(ruleMatches(running, undefined)).toBe(false);
  });

  it('a rule with several terms matches when any term does', () => {
    const alarmBand = rule({ type: 1, term: [{ max: 10 }, { min: 80 }], props: { visible: true } });
    expect(ruleMatches(alarmBand, 5)).toBe(true);
    expect(ruleMatches(alarmBand, 90)).toBe(true);
    expect(ruleMatches(alarmBand, 50)).toBe(false);
  });

  it('merges the effects of every matching rule, the later one winning per property', () => {
    const twelve = rule({ type: 2, term: [{ value: 12 }], props: { animate: 'start' } });
    const positive = rule({ type: 1, term: [{ min: 0 }], props: { color: '#fdd835', rotate: 45 } });
    const all = [normal, twelve, positive];
    expect(applyRules(all, 12)).toEqual({ color: '#fdd835', text: 'ok', animate: 'start', rotate: 45 });
    expect(applyRules(all, 50)).toEqual({ color: '#fdd835', text: 'ok', rotate: 45 });
    expect(applyRules(all, -5)).toEqual({});
    expect(applyRules([], 3)).toEqual({});
  });
});
