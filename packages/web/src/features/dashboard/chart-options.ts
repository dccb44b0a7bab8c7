/** ECharts options of the dashboard's gauge and pies: pure, so that they are built without a canvas. */

export interface PieSlice {
  name: string;
  value: number;
  colour?: string;
}

const TRANSPARENT = 'transparent';
const TEXT = '#c9d8ee';

/** Spec 9: the work-order gauge runs from 0 to 100 (percent). */
export function gaugeOption(rate: number | null, label: string, fontFamily: string) {
  return {
    backgroundColor: TRANSPARENT,
    textStyle: { fontFamily },
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        radius: '92%',
        progress: { show: true, width: 12 },
        axisLine: { lineStyle: { width: 12 } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { width: 2 } },
        axisLabel: { distance: 18, fontSize: 11, color: TEXT },
        pointer: { width: 4 },
        title: { offsetCenter: [0, '72%'], fontSize: 13, color: TEXT },
        detail: { valueAnimation: true, offsetCenter: [0, '38%'], fontSize: 22, formatter: '{value}%', color: TEXT },
        data: [{ value: rate ?? 0, name: label }],
      },
    ],
  };
}

export function pieOption(slices: readonly PieSlice[], fontFamily: string) {
  return {
    backgroundColor: TRANSPARENT,
    textStyle: { fontFamily },
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { orient: 'vertical', right: 0, top: 'middle', textStyle: { color: TEXT, fontSize: 12 }, itemGap: 6 },
    series: [
      {
        type: 'pie',
        radius: ['42%', '70%'],
        center: ['32%', '50%'],
        label: { show: false },
        data: slices.map((s) => ({ name: s.name, value: s.value, itemStyle: s.colour ? { color: s.colour } : {} })),
      },
    ],
  };
}
