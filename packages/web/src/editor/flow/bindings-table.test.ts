import { describe, expect, it } from 'vitest';
import { bindingRows, boundTargets, targetExists, withBindingAt, withoutBinding } from './bindings-table';

const PENS = [
  {
    id: 'a',
    name: 'text',
    text: 'Level',
    iotData: {
      data: [
        { msgType: '1', deviceId: 7, varId: 70, variableName: 'level' },
        { msgType: '1', deviceId: 8, varId: 80 },
      ],
    },
  },
  {
    id: 'b',
    name: 'echarts',
    iotData: { echarts: { type: '1', title: 'Flow' }, data: [{ msgType: '2', customDataId: 3 }] },
  },
  { id: 'c', name: 'rectangle' },
];

describe('data management table', () => {
  it('lists every binding with its pen', () => {
    const rows = bindingRows(PENS);
    expect(rows.map((r) => [r.key, r.penName, r.kind])).toEqual([
      ['a:0', 'Level', 'basic'],
      ['a:1', 'Level', 'basic'],
      ['b:0', 'Flow', 'chart'],
    ]);
    expect(boundTargets(rows)).toEqual({ devices: [7, 8], customData: true });
  });

  it('says which targets no longer exist', () => {
    const [level, gone, custom] = bindingRows(PENS);
    const existing = { variables: new Map([[7, new Set([70])]]), customData: new Set<number>() };
    expect(targetExists(level!.binding, existing)).toBe(true);
    expect(targetExists(gone!.binding, existing)).toBe(false);
    expect(targetExists(custom!.binding, existing)).toBe(false);
  });

  it('removes one binding, or replaces it keeping its rules', () => {
    expect(withoutBinding(PENS[0]!.iotData, 0)).toMatchObject({ data: [{ varId: 80 }] });
    const rule = { name: '= 1', type: 2, term: [{ value: 1 }], props: { text: 'on' } };
    const ruled = { data: [{ msgType: '1', deviceId: 7, varId: 70, dataProps: [rule] }] };
    const edited = withBindingAt(ruled, 0, { msgType: '1', deviceId: 9, varId: 90 });
    expect(edited?.data).toEqual([{ msgType: '1', deviceId: 9, varId: 90, dataProps: [rule] }]);
    expect(withBindingAt(ruled, 3, { msgType: '2', customDataId: 1 })).toBeNull();
  });
});
