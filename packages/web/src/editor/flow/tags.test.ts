import { describe, expect, it } from 'vitest';
import { canvasTags, withTag } from './tags';

describe('pen tags (spec 5)', () => {
  it('trims, cuts to 17 characters and refuses blanks and repeats', () => {
    expect(withTag([], '  pump  ')).toEqual(['pump']);
    expect(withTag([], 'abcdefghijklmnopqrstuvwxyz')).toEqual(['abcdefghijklmnopq']);
    expect(withTag([], '   ')).toBe('tagEmpty');
    expect(withTag(['pump'], 'pump ')).toBe('tagTaken');
  });

  it('holds at most 20', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(withTag(twenty.slice(0, 19), 'last')).toHaveLength(20);
    expect(withTag(twenty, 'one more')).toBe('tagsFull');
  });

  it('lists the canvas tags once, sorted', () => {
    expect(canvasTags([{ tags: ['b', 'a'] }, { tags: ['a'] }, {}, { tags: 'x' }])).toEqual(['a', 'b']);
  });
});
