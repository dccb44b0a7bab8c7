import i18next from 'i18next';

const zhCN = {
  layout: '布局',
  cells_one: '{{count}} 宫格',
  cells_other: '{{count}} 宫格',
  choose: '选择要监控的画面',
  screens: '大屏',
  flowCharts: '流程图',
  clear: '清空',
  change: '更换',
  toggleBar: '显示或隐藏工具栏',
  noFlows: '还没有已发布的大屏或流程图',
  loading: '正在加载…',
  cellTitle: '第 {{index}} 格',
};
const enUS: typeof zhCN = {
  layout: 'Layout',
  cells_one: '{{count}} cell',
  cells_other: '{{count}} cells',
  choose: 'Choose a screen to watch',
  screens: 'Screens',
  flowCharts: 'Flow charts',
  clear: 'Clear',
  change: 'Change',
  toggleBar: 'Show or hide the toolbar',
  noFlows: 'No published screens or flow charts yet',
  loading: 'Loading…',
  cellTitle: 'Cell {{index}}',
};

/** Texts of the monitoring wall. */
export const WALL_NS = 'monitorWall';
i18next.addResourceBundle('zh-CN', WALL_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', WALL_NS, enUS, true, true);
