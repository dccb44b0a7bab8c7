import type { Pen } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { normalizeComponent, placeComponent, selectionWithChildren } from './user-component';

const pen = (id: string, over: Partial<Pen> = {}): Pen => ({
  id,
  name: 'rectangle',
  type: 0,
  x: 0,
  y: 0,
  width: 10,
  height: 10,
  ...over,
});

describe('user components', () => {
  it('saves the outer selected pens with everything inside their groups, groups first', () => {
    const canvas = new Map(
      [
        { id: 'group', children: ['a', 'b'] },
        { id: 'a', parentId: 'group' },
        { id: 'b', parentId: 'group' },
        { id: 'line' },
        { id: 'stray', parentId: 'group' },
      ].map((p) => [p.id, p]),
    );
    const selected = [canvas.get('stray')!, canvas.get('line')!, canvas.get('group')!];
    expect(selectionWithChildren(selected, (id) => canvas.get(id)).map((p) => p.id)).toEqual([
      'line',
      'group',
      'a',
      'b',
    ]);
  });

  it('keeps a component at scale 1 from its top left, children untouched', () => {
    const pens = [
      pen('g', { x: 300, y: 200, width: 200, height: 100, children: ['c'] }),
      pen('c', { parentId: 'g', x: 0.5, y: 0.5, width: 0.5, height: 0.5 }),
      pen('t', { x: 340, y: 320, width: 40, height: 20 }),
    ];
    const out = normalizeComponent(pens, 2);
    expect(out.map((p) => [p.x, p.y, p.width, p.height])).toEqual([
      [0, 0, 100, 50],
      [0.5, 0.5, 0.5, 0.5],
      [20, 60, 20, 10],
    ]);
  });

  it('inserts a copy with new ids, inner links kept, outer links dropped, centred where it is dropped', () => {
    const pens = [
      pen('g', {
        x: 0,
        y: 0,
        width: 100,
        height: 40,
        children: ['c'],
        connectedLines: [
          { lineId: 'l', lineAnchor: '1', anchor: '0' },
          { lineId: 'outside', lineAnchor: '1', anchor: '0' },
        ],
      }),
      pen('c', { parentId: 'g', x: 0.1, y: 0.1, width: 0.5, height: 0.5, nextAnimate: 'g' }),
      pen('l', {
        name: 'line',
        type: 1,
        x: 100,
        y: 20,
        width: 100,
        height: 40,
        anchors: [
          { id: '0', x: 0, y: 0, connectTo: 'g' },
          { id: '1', x: 1, y: 1, connectTo: 'elsewhere' },
        ],
      }),
    ];
    let n = 0;
    const out = placeComponent(pens, { x: 500, y: 300 }, 1.5, () => `n${++n}`);
    expect(out.map((p) => p.id)).toEqual(['n1', 'n2', 'n3']);
    expect(out[0]!.children).toEqual(['n2']);
    expect(out[0]!.connectedLines).toEqual([{ lineId: 'n3', lineAnchor: '1', anchor: '0' }]);
    expect(out[1]).toMatchObject({ parentId: 'n1', x: 0.1, width: 0.5, nextAnimate: 'n1' });
    expect(out[2]!.anchors!.map((a) => a.connectTo)).toEqual(['n1', undefined]);
    // The component is 200 x 60 at scale 1: 300 x 90 drawn at 1.5, centred on (500, 300).
    expect(out[0]).toMatchObject({ x: 350, y: 255, width: 150, height: 60 });
    expect(out[2]).toMatchObject({ x: 500, y: 285, width: 150, height: 60 });
    // The saved pens are left as they were.
    expect(pens[0]!.id).toBe('g');
  });
});
