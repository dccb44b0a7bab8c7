import i18next from 'i18next';

const zhCN = {
  screenName: '大屏名称',
  flowChartName: '流程图名称',
  screenEmptyMine: '还没有人向你分享大屏。',
  screenEmptyOthers: '你还没有分享过大屏，可在“我的大屏”页用“分享”操作分享。',
  flowChartEmptyMine: '还没有人向你分享流程图。',
  flowChartEmptyOthers: '你还没有分享过流程图，可在“我的流程图”页用“分享”操作分享。',
};

const enUS: typeof zhCN = {
  screenName: 'Screen',
  flowChartName: 'Flow chart',
  screenEmptyMine: 'No screens are shared with you yet.',
  screenEmptyOthers: 'You have not shared any screen yet: use "Share" on the Screens page.',
  flowChartEmptyMine: 'No flow charts are shared with you yet.',
  flowChartEmptyOthers: 'You have not shared any flow chart yet: use "Share" on the Flow charts page.',
};

export const FLOW_SHARES_NS = 'flowShares';
i18next.addResourceBundle('zh-CN', FLOW_SHARES_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', FLOW_SHARES_NS, enUS, true, true);
