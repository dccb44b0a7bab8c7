import { Pen } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { chartPen, hasChart, historyPoints, livePoints, withChartDataType } from './chart-pen';

describe('chart pens (spec 4.1, 5, 9)', () => {
  it('inserts a real-time chart with the default point count of its kind, valid in the document', () => {
    const line = chartPen('1');
    expect(line).toMatchObject({ name: 'echarts', iotData: { dType: '0', maxNum: 30, echarts: { type: '1' } } });
    expect(chartPen('14')).toMatchObject({ iotData: { maxNum: 12 } });
    const { iotData, ...rest } = line;
    expect(Pen.safeParse({ ...rest, id: 'c', x: 0, y: 0, data: iotData }).success).toBe(true);
  });

  it('history adds the open-item event, window and points; real time removes them', () => {
    const click = { type: 0, action: 0, value: 'https://example.com' };
    const history = withChartDataType({ dType: '0', maxNum: 30, echarts: { type: '1' } }, [click], '1', true);
    expect(history.iotData).toMatchObject({ dType: '1', dataNum: 100, echarts: { historyHours: 8 } });
    expect(history.events).toEqual([click, { type: 0, name: 'click', action: 2, myType: '5' }]);
    expect(withChartDataType({ echarts: {} }, [], '1', false).iotData).toMatchObject({ echarts: { historyHours: 1 } });
    const live = withChartDataType(history.iotData, history.events, '0', true);
    expect(live.events).toEqual([click]);
    expect(live.iotData).toEqual({ dType: '0', maxNum: 30, echarts: { type: '1' } });
  });

  it('keeps history points within 10-300 in steps of 10 and live points at least 1', () => {
    expect([historyPoints(4), historyPoints(104), historyPoints(999), historyPoints(null)]).toEqual([
      10,
      100,
      300,
      null,
    ]);
    expect([livePoints(0), livePoints(12.4)]).toEqual([1, 12]);
  });

  it('knows a selection with a chart', () => {
    expect(hasChart([{ name: 'text' }, { name: 'echarts' }])).toBe(true);
    expect(hasChart([{ name: 'text' }])).toBe(false);
  });
});
