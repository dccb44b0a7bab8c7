import { describe, expect, it } from 'vitest';
import { emptyPenFilter, filterPens } from './pen-filter';

const PENS = [
  { id: 'a', name: 'text', text: 'Pump A', tags: ['North'] },
  { id: 'b', name: 'line', type: 1, locked: 2 },
  { id: 'c', name: 'echarts', customName: 'pump chart', tags: ['south'], locked: 10 },
  { id: 'd', name: 'circle', parentId: 'g' },
];
const ids = (over: Partial<ReturnType<typeof emptyPenFilter>>) =>
  filterPens(PENS, { ...emptyPenFilter(), ...over }).map((p) => p.id);

describe('component management filters', () => {
  it('keeps top-level pens by name and tag, with or without case', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ name: 'pump' })).toEqual(['a', 'c']);
    expect(ids({ name: 'pump', caseSensitive: true })).toEqual(['c']);
    expect(ids({ tag: 'NORTH' })).toEqual(['a']);
    expect(ids({ tag: 'NORTH', caseSensitive: true })).toEqual([]);
  });

  it('keeps pens by kind and lock state', () => {
    expect(ids({ kind: 'link' })).toEqual(['b']);
    expect(ids({ kind: 'chart' })).toEqual(['c']);
    expect(ids({ lock: 'locked' })).toEqual(['b', 'c']);
    expect(ids({ lock: 'unlocked' })).toEqual(['a']);
  });
});
