import { ReportTimeType, type Bilingual, type ReportBinding, type ReportSheet } from '@iot/contract';

/**
 * The built-in report templates of the library (`/tempReport`): a layout to start from (title, headers,
 * a time column or row that fills per hour or day, a totals row), bound to no variable yet. Their rows
 * are made by migration 0050 (one per key); names and sheets come from here, in the caller's language.
 */
export const BUILTIN_REPORT_TEMPLATE_KEYS = {
  dailyShift: ReportTimeType.daily,
  weeklyProduction: ReportTimeType.weekly,
  monthlyEnergy: ReportTimeType.monthly,
  yearlySummary: ReportTimeType.yearly,
} as const;
export type BuiltinTemplateKey = keyof typeof BUILTIN_REPORT_TEMPLATE_KEYS;

interface BuiltinLayout {
  name: Bilingual;
  /** Column headers after the time column. */
  headers: Bilingual[];
  /** The time column fills per hour or per day. */
  fill: 'hour' | 'day';
  /** The most rows the time column fills in a period (the summary row comes after them). */
  rows: number;
  /** The summary row's formula over the first value column. */
  summary: 'SUM' | 'AVERAGE';
}

const h = (zh: string, en: string): Bilingual => ({ zh, en });

const LAYOUTS: Record<BuiltinTemplateKey, BuiltinLayout> = {
  dailyShift: {
    name: h('班次日报', 'Daily shift report'),
    headers: [
      h('温度', 'Temperature'),
      h('压力', 'Pressure'),
      h('流量', 'Flow'),
      h('值班人', 'On duty'),
      h('备注', 'Notes'),
    ],
    fill: 'hour',
    rows: 24,
    summary: 'AVERAGE',
  },
  weeklyProduction: {
    name: h('生产周报', 'Weekly production report'),
    headers: [h('产量', 'Output'), h('合格数', 'Passed'), h('停机时长', 'Downtime'), h('备注', 'Notes')],
    fill: 'day',
    rows: 7,
    summary: 'SUM',
  },
  monthlyEnergy: {
    name: h('能耗月报', 'Monthly energy report'),
    headers: [h('用电量', 'Electricity'), h('用水量', 'Water'), h('用气量', 'Gas'), h('备注', 'Notes')],
    fill: 'day',
    rows: 31,
    summary: 'SUM',
  },
  yearlySummary: {
    name: h('年度汇总', 'Yearly summary'),
    headers: [h('最大值', 'Maximum'), h('最小值', 'Minimum'), h('平均值', 'Average'), h('备注', 'Notes')],
    fill: 'day',
    rows: 366,
    summary: 'AVERAGE',
  },
};

const SUMMARY = { SUM: h('合计', 'Total'), AVERAGE: h('平均', 'Average') };
const HEADER = { bl: 1, bg: '#e6f0fa', ht: 0 };

/** The sheet and bindings of a built-in template in a language. */
export function builtinTemplate(key: BuiltinTemplateKey, language: keyof Bilingual) {
  const layout = LAYOUTS[key];
  const width = layout.headers.length + 1;
  const timeTitle = layout.fill === 'hour' ? h('时间', 'Time') : h('日期', 'Date');
  const headers = [timeTitle, ...layout.headers].map((text, c) => ({
    r: 1,
    c,
    v: { v: text[language], m: text[language], ...HEADER },
  }));
  const totalRow = 2 + layout.rows;
  const title = layout.name[language];
  const sheet: ReportSheet = {
    name: language === 'zh' ? '报表' : 'Report',
    celldata: [
      { r: 0, c: 0, v: { v: title, m: title, bl: 1, fs: 14, ht: 0, mc: { r: 0, c: 0, rs: 1, cs: width } } },
      ...headers,
      { r: totalRow, c: 0, v: { v: SUMMARY[layout.summary][language], bl: 1 } },
      { r: totalRow, c: 1, v: { f: `=${layout.summary}(B3:B${totalRow})` } },
    ],
    config: {
      merge: { '0_0': { r: 0, c: 0, rs: 1, cs: width } },
      columnlen: { '0': 140 },
      rowlen: { '0': 36 },
    },
  };
  const bindings: ReportBinding[] = [
    {
      sheet: 0,
      row: 2,
      col: 0,
      source: 'time',
      sourceId: null,
      aggregation: 'at',
      fill: layout.fill,
      direction: 'column',
    },
  ];
  return { name: title, timeType: BUILTIN_REPORT_TEMPLATE_KEYS[key], sheets: [sheet], bindings };
}

export const isBuiltinKey = (key: string): key is BuiltinTemplateKey => key in LAYOUTS;
