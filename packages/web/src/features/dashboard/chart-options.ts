/** ECharts options of the dashboard's gauge and pies: pure, so that they are built without a canvas. */

export interface PieSlice {
  name: string;
  value: number;
  colour?: string;
}

const TRANSPARENT = 'transparent';
const TEXT = '#c9d8ee';

/** Spec 9: the work-order gauge runs from 0 to 100 (percent). */
/**
 * The ring and its number scale with the chart's height in pixels: the number stays inside the ring,
 * 100% included, from the 60 px of a 1366×768 window to the wall's 1080 px.
 */
export function gaugeOption(rate: number | null, fontFamily: string, height: number) {
  const ring = Math.max(5, Math.round(height * 0.09));
  return {
    backgroundColor: TRANSPARENT,
    textStyle: { fontFamily },
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        radius: '95%',
        center: ['50%', '55%'],
        progress: { show: true, width: ring },
        axisLine: { lineStyle: { width: ring } },
        startAngle: 210,
        endAngle: -30,
        // Small on a wall panel: a ring with the number, no ticks or labels to crowd it.
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { show: false },
        detail: {
          valueAnimation: true,
          offsetCenter: [0, 0],
          fontSize: Math.max(12, Math.round(height * 0.27)),
          formatter: '{value}%',
          color: '#4fc3ff',
        },
        data: [{ value: rate ?? 0 }],
      },
    ],
  };
}

/**
 * Slice colours where a slice names none (the alarm types): distinct on the dark wall, and the same on
 * the ring and in its legend.
 */
const PALETTE = ['#4fc3ff', '#fa8c16', '#ff4d4f', '#52c41a', '#b37feb', '#fadb14', '#13c2c2', '#eb2f96'];

/** Each slice with its colour: its own, or the palette's by position. */
export function colouredSlices(slices: readonly PieSlice[]): Required<PieSlice>[] {
  return slices.map((s, i) => ({ ...s, colour: s.colour ?? PALETTE[i % PALETTE.length]! }));
}

/**
 * A ring that fills its canvas, without a legend: the page writes the legend beside it (PieLegend),
 * where the names wrap instead of being cut to a few letters at 1366 px. All zero, it says `empty`
 * instead of drawing equal slices.
 */
export function pieOption(slices: readonly PieSlice[], fontFamily: string, empty: string) {
  const none = slices.every((s) => s.value === 0);
  return {
    backgroundColor: TRANSPARENT,
    textStyle: { fontFamily },
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)', confine: true },
    title: none
      ? {
          text: empty,
          left: 'center',
          top: 'middle',
          textStyle: { color: TEXT, fontSize: 13, fontWeight: 'normal' },
        }
      : undefined,
    series: [
      {
        type: 'pie',
        radius: ['52%', '92%'],
        center: ['50%', '50%'],
        stillShowZeroSum: false,
        label: { show: false },
        data: colouredSlices(slices).map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.colour } })),
      },
    ],
  };
}
