import { describe, expect, it } from 'vitest';
import { colouredSlices, gaugeOption, pieOption } from './chart-options';

describe('dashboard charts', () => {
  it('draws the gauge from 0 to 100, empty as 0', () => {
    const [gauge] = gaugeOption(null, 'sans-serif', 100).series;
    expect(gauge).toMatchObject({ type: 'gauge', min: 0, max: 100, data: [{ value: 0 }] });
    expect(gaugeOption(66.67, 'sans-serif', 100).series[0]!.data).toEqual([{ value: 66.67 }]);
  });

  it('sizes the gauge number to the height, small enough for the ring', () => {
    const small = gaugeOption(50, 'sans-serif', 60).series[0]!;
    const large = gaugeOption(50, 'sans-serif', 200).series[0]!;
    expect(small.detail.fontSize).toBe(16);
    expect(large.detail.fontSize).toBe(54);
    expect(large.progress.width).toBe(18);
  });

  it('says there is no data instead of drawing equal slices', () => {
    const empty = pieOption([{ name: 'a', value: 0 }], 'sans-serif', 'No data');
    expect(empty.title?.text).toBe('No data');
    expect(empty.series[0]!.stillShowZeroSum).toBe(false);
    expect(pieOption([{ name: 'a', value: 2 }], 'sans-serif', 'No data').title).toBeUndefined();
  });

  it('colours the slices that name a colour, the others from the palette, the same for the legend', () => {
    const { data } = pieOption(
      [
        { name: 'a', value: 1, colour: '#1677ff' },
        { name: 'b', value: 1 },
      ],
      'sans-serif',
      '',
    ).series[0]!;
    expect(data).toEqual([
      { name: 'a', value: 1, itemStyle: { color: '#1677ff' } },
      { name: 'b', value: 1, itemStyle: { color: '#fa8c16' } },
    ]);
    const legend = colouredSlices([
      { name: 'a', value: 1, colour: '#1677ff' },
      { name: 'b', value: 1 },
    ]);
    expect(legend.map((s) => s.colour)).toEqual(data.map((d) => d.itemStyle.color));
  });

  it('leaves the legend to the page, which wraps long names instead of cutting them', () => {
    expect(pieOption([{ name: 'a', value: 1 }], 'sans-serif', '')).not.toHaveProperty('legend');
  });
});
