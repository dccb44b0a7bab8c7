import i18next from 'i18next';

const zhCN = {
  name: '名称',
  screen: '大屏',
  flowChart: '流程图',
  archive: '设备档案',
  plan: '维保计划',
  report: '报表',
  empty: '还没有人向你分享{{kind}}。',
};

const enUS: typeof zhCN = {
  name: 'Name',
  screen: 'Screens',
  flowChart: 'Flow charts',
  archive: 'Device archives',
  plan: 'Maintenance plans',
  report: 'Reports',
  empty: 'Nothing in "{{kind}}" is shared with you yet.',
};

/** Texts of `/shareList`. */
export const SHARE_LIST_PAGE_NS = 'shareListPage';
i18next.addResourceBundle('zh-CN', SHARE_LIST_PAGE_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', SHARE_LIST_PAGE_NS, enUS, true, true);
