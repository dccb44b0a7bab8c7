import { describe, expect, it } from 'vitest';
import { GEOMETRY_FIELDS, STYLE_FIELDS, fieldValue, shownValue } from './pen-fields';

const field = (key: string) => [...GEOMETRY_FIELDS, ...STYLE_FIELDS].find((f) => f.key === key)!;

describe('pen fields', () => {
  it('keep the spec’s ranges', () => {
    expect(fieldValue(field('rotate'), 400)).toBe(360);
    expect(fieldValue(field('rotate'), -720)).toBe(-360);
    expect(fieldValue(field('borderRadius'), 3)).toBe(1);
    expect(fieldValue(field('lineWidth'), 0)).toBe(1);
    expect(fieldValue(field('globalAlpha'), 0.4)).toBe(0.4);
    expect(fieldValue(field('x'), -50)).toBe(-50);
  });

  it('treat an emptied input as no value', () => {
    expect(fieldValue(field('width'), null)).toBeNull();
  });

  it('show what the engine draws for a field the pen leaves unset', () => {
    expect(shownValue(field('globalAlpha'), undefined)).toBe(1);
    expect(shownValue(field('rotate'), 30)).toBe(30);
    expect(shownValue(field('width'), undefined)).toBeNull();
  });
});
