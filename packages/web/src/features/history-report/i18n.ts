import i18next from 'i18next';

const zhCN = {
  title: '历史报表',
  range: '时间范围',
  interval: '间隔',
  intervals: { m1: '1分钟', m3: '3分钟', m30: '30分钟', h1: '1小时', d1: '1天' },
  maxHours: '最多 {{hours}} 小时',
  devices: '设备',
  variables: '变量',
  chooseDevices: '选择设备',
  chooseVariables: '选择变量',
  noVariables: '未选择变量',
  query: '查询',
  chart: '曲线',
  table: '表格',
  customReport: '自定义报表',
  time: '时间',
  variableRequired: '请选择变量',
  tooMany: '数据量过大，已自动调整：当前间隔最多查询 {{hours}} 小时',
  tooFew: '数据点不足 2 个，已自动调整时间范围',
  emptyBefore: '选择变量和时间范围后点击查询',
  exportCsv: '导出 CSV',
  exportXlsx: '导出 Excel',
};

const enUS: typeof zhCN = {
  title: 'History report',
  range: 'Time range',
  interval: 'Interval',
  intervals: { m1: '1 minute', m3: '3 minutes', m30: '30 minutes', h1: '1 hour', d1: '1 day' },
  maxHours: 'at most {{hours}} h',
  devices: 'Devices',
  variables: 'Variables',
  chooseDevices: 'Choose devices',
  chooseVariables: 'Choose variables',
  noVariables: 'No variable chosen',
  query: 'Query',
  chart: 'Chart',
  table: 'Table',
  customReport: 'Custom report',
  time: 'Time',
  variableRequired: 'Choose at least one variable',
  tooMany: 'Too much data, adjusted automatically: this interval allows at most {{hours}} hours',
  tooFew: 'Fewer than 2 data points: the time range was adjusted',
  emptyBefore: 'Choose variables and a time range, then query',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export Excel',
};

/** Texts of the history report. */
export const REPORT_NS = 'historyReport';
i18next.addResourceBundle('zh-CN', REPORT_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', REPORT_NS, enUS, true, true);
