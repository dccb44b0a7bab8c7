import type { RegionShape } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { contains, hasChildren, itemsByRegion, levelOf } from './region-drill';

const square = (code: string, x: number, y: number, size: number, hole?: number): RegionShape => ({
  code,
  name: code,
  cp: [x + size / 2, y + size / 2],
  polygons: [
    [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
      ],
      ...(hole
        ? [
            [
              [x + hole, y + hole],
              [x + size - hole, y + hole],
              [x + size - hole, y + size - hole],
              [x + hole, y + size - hole],
            ] as [number, number][],
          ]
        : []),
    ],
  ],
});

describe('drill-down levels', () => {
  it('reads the level from the code; municipalities are provinces whose children are districts', () => {
    expect(levelOf('100000')).toBe('country');
    expect(levelOf('330000')).toBe('province');
    expect(levelOf('500000')).toBe('province');
    expect(levelOf('330100')).toBe('city');
    expect(levelOf('330106')).toBe('district');
    expect(levelOf('500103')).toBe('district');
    expect(hasChildren('330100')).toBe(true);
    expect(hasChildren('500103')).toBe(false);
  });
});

describe('devices by region', () => {
  it('tests points against outer rings and holes', () => {
    const donut = square('A', 0, 0, 10, 3);
    expect(contains(donut, [1, 1])).toBe(true);
    expect(contains(donut, [5, 5])).toBe(false);
    expect(contains(donut, [11, 5])).toBe(false);
  });

  it('puts each device in the one region that holds it, and leaves out the rest', () => {
    const shapes = [square('A', 0, 0, 10), square('B', 10, 0, 10)];
    const devices = [
      { id: 1, lng: 5, lat: 5 },
      { id: 2, lng: 15, lat: 5 },
      { id: 3, lng: 16, lat: 9 },
      { id: 4, lng: 50, lat: 50 },
    ];
    const found = itemsByRegion(shapes, devices);
    expect(found.get('A')!.map((d) => d.id)).toEqual([1]);
    expect(found.get('B')!.map((d) => d.id)).toEqual([2, 3]);
  });
});
