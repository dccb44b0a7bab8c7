import i18next from 'i18next';

const zhCN = {
  title: '历史数据 · {{name}}',
  range: '时间范围',
  start: '开始时间',
  end: '结束时间',
  points: '数据点数',
  timeRequired: '请选择开始时间和结束时间',
  quick: {
    h8: '最近8小时',
    h24: '最近24小时',
    h48: '最近48小时',
    h72: '最近72小时',
    d1: '今天',
    d3: '近3天',
    d7: '近7天',
  },
  history: '历史',
};

const enUS: typeof zhCN = {
  title: 'History · {{name}}',
  range: 'Time range',
  start: 'Start',
  end: 'End',
  points: 'Data points',
  timeRequired: 'Choose a start and an end time',
  quick: {
    h8: 'Last 8 hours',
    h24: 'Last 24 hours',
    h48: 'Last 48 hours',
    h72: 'Last 72 hours',
    d1: 'Today',
    d3: 'Last 3 days',
    d7: 'Last 7 days',
  },
  history: 'History',
};

/** Texts of the history dialog and the time range shared with the history report. */
export const VARIABLE_HISTORY_NS = 'variableHistory';
i18next.addResourceBundle('zh-CN', VARIABLE_HISTORY_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', VARIABLE_HISTORY_NS, enUS, true, true);
