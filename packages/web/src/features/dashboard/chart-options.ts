/** ECharts options of the dashboard's gauge and pies: pure, so that they are built without a canvas. */

export interface PieSlice {
  name: string;
  value: number;
  colour?: string;
}

const TRANSPARENT = 'transparent';
const TEXT = '#c9d8ee';

/** Spec 9: the work-order gauge runs from 0 to 100 (percent). */
export function gaugeOption(rate: number | null, fontFamily: string) {
  return {
    backgroundColor: TRANSPARENT,
    textStyle: { fontFamily },
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        radius: '95%',
        center: ['50%', '58%'],
        progress: { show: true, width: 12 },
        axisLine: { lineStyle: { width: 12 } },
        startAngle: 210,
        endAngle: -30,
        // Small on a wall panel: a ring with the number, no ticks or labels to crowd it.
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { show: false },
        detail: { valueAnimation: true, offsetCenter: [0, 0], fontSize: 22, formatter: '{value}%', color: '#4fc3ff' },
        data: [{ value: rate ?? 0 }],
      },
    ],
  };
}

/** A ring with its legend on the right; all zero, it says `empty` instead of drawing equal slices. */
export function pieOption(slices: readonly PieSlice[], fontFamily: string, empty: string) {
  const none = slices.every((s) => s.value === 0);
  return {
    backgroundColor: TRANSPARENT,
    textStyle: { fontFamily },
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    title: none
      ? {
          text: empty,
          left: '28%',
          top: 'middle',
          textAlign: 'center',
          textStyle: { color: TEXT, fontSize: 13, fontWeight: 'normal' },
        }
      : undefined,
    legend: {
      orient: 'vertical',
      left: '56%',
      top: 'middle',
      textStyle: { color: TEXT, fontSize: 12 },
      itemGap: 6,
      itemWidth: 12,
      itemHeight: 10,
    },
    series: [
      {
        type: 'pie',
        radius: ['45%', '72%'],
        center: ['28%', '50%'],
        stillShowZeroSum: false,
        label: { show: false },
        data: slices.map((s) => ({ name: s.name, value: s.value, itemStyle: s.colour ? { color: s.colour } : {} })),
      },
    ],
  };
}
