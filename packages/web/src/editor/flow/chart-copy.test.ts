import { describe, expect, it } from 'vitest';
import { copiesChart, isCopyKey } from './chart-copy';

const key = (over: Partial<Parameters<typeof isCopyKey>[0]>) => ({
  key: 'c',
  ctrlKey: true,
  metaKey: false,
  typing: false,
  ...over,
});

describe('chart copy guard (spec 5)', () => {
  it('reads Ctrl or ⌘ with C or X on the canvas, not in a text field', () => {
    expect(isCopyKey(key({}))).toBe(true);
    expect(isCopyKey(key({ key: 'X' }))).toBe(true);
    expect(isCopyKey(key({ ctrlKey: false, metaKey: true }))).toBe(true);
    expect(isCopyKey(key({ key: 'v' }))).toBe(false);
    expect(isCopyKey(key({ ctrlKey: false }))).toBe(false);
    expect(isCopyKey(key({ typing: true }))).toBe(false);
  });

  it('finds a chart selected or inside a selected group', () => {
    const pens = new Map(
      [
        { id: 'group', name: 'combine', children: ['chart'] },
        { id: 'chart', name: 'echarts', parentId: 'group' },
        { id: 'text', name: 'text' },
      ].map((p) => [p.id, p]),
    );
    const find = (id: string) => pens.get(id);
    expect(copiesChart([pens.get('text')!], find)).toBe(false);
    expect(copiesChart([pens.get('chart')!], find)).toBe(true);
    expect(copiesChart([pens.get('text')!, pens.get('group')!], find)).toBe(true);
  });
});
