import i18next from 'i18next';

const zhCN = {
  mine: '分享给我的',
  others: '我分享的',
  company: '所属公司',
  detail: '详情',
  sharedBy: '分享人',
  via: '分享途径',
  sharedWith: '分享对象',
  sharedAt: '分享时间',
  you: '我',
  editShare: '修改分享',
  unshare: '取消分享',
  unshareConfirm: '确定取消「{{name}}」对 {{count}} 个对象的分享？',
  unshared: '已取消分享',
};

const enUS: typeof zhCN = {
  mine: 'Shared with me',
  others: 'Shared by me',
  company: 'Company',
  detail: 'Detail',
  sharedBy: 'Shared by',
  via: 'Shared via',
  sharedWith: 'Shared with',
  sharedAt: 'Shared at',
  you: 'Me',
  editShare: 'Edit sharing',
  unshare: 'Unshare',
  unshareConfirm: 'Stop sharing "{{name}}" with {{count}} target(s)?',
  unshared: 'Sharing cancelled',
};

/** Texts of the share screens (`/eqArcShare`, `/oamPlanShare`). */
export const SHARE_LIST_NS = 'shareList';
i18next.addResourceBundle('zh-CN', SHARE_LIST_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', SHARE_LIST_NS, enUS, true, true);
