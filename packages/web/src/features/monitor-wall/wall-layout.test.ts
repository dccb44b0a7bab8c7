import { describe, expect, it } from 'vitest';
import { readWall, visibleCells, withCell, withLayout, writeWall } from './wall-layout';

describe('the monitoring wall layout', () => {
  it('starts as four empty cells, also when the stored value is unreadable', () => {
    const empty = { layout: 4, cells: [null, null, null, null] };
    expect(readWall(null)).toEqual(empty);
    expect(readWall('not json')).toEqual(empty);
    expect(readWall('{"layout":5,"cells":[1]}')).toEqual(empty);
    expect(readWall('[1,2]')).toEqual(empty);
  });

  it('reads back what it wrote, dropping ids that are not flow ids', () => {
    const wall = withCell(withLayout(readWall(null), 9), 8, 42);
    expect(readWall(writeWall(wall))).toEqual(wall);
    expect(readWall('{"layout":4,"cells":[3,"x",-1,{"id":1},7]}')).toEqual({ layout: 4, cells: [3, null, null, null] });
  });

  it('keeps the first choices when the grid shrinks, and adds empty cells when it grows', () => {
    const nine = { layout: 9 as const, cells: [1, 2, 3, 4, 5, 6, 7, 8, 9] };
    expect(withLayout(nine, 1)).toEqual({ layout: 1, cells: [1] });
    expect(withLayout({ layout: 1, cells: [1] }, 4)).toEqual({ layout: 4, cells: [1, null, null, null] });
  });

  it('sets and clears one cell, ignoring cells outside the grid', () => {
    const wall = withCell(readWall(null), 2, 11);
    expect(wall.cells).toEqual([null, null, 11, null]);
    expect(withCell(wall, 2, null).cells).toEqual([null, null, null, null]);
    expect(withCell(wall, 4, 5)).toBe(wall);
  });

  it('shows empty the cells whose flow is no longer published', () => {
    expect(visibleCells({ layout: 4, cells: [1, 2, null, 3] }, new Set([1, 3]))).toEqual([1, null, null, 3]);
  });
});
