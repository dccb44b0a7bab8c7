import i18next from 'i18next';

const zhCN = {
  mine: '分享给我的',
  others: '我分享的',
  sharedBy: '分享人',
  via: '分享途径',
  sharedWith: '分享对象',
  sharedAt: '分享时间',
  you: '我',
  editShare: '修改分享',
  unshare: '取消分享',
  unshareConfirm: '确定取消「{{name}}」对 {{count}} 个对象的分享？',
  unshared: '已取消分享',
  emptyMine: '还没有人向你分享设备档案。',
  emptyOthers: '你还没有分享过设备档案，可在“设备档案”页用“分享”操作分享。',
};

const enUS: typeof zhCN = {
  mine: 'Shared with me',
  others: 'Shared by me',
  sharedBy: 'Shared by',
  via: 'Shared via',
  sharedWith: 'Shared with',
  sharedAt: 'Shared at',
  you: 'Me',
  editShare: 'Edit sharing',
  unshare: 'Unshare',
  unshareConfirm: 'Stop sharing "{{name}}" with {{count}} target(s)?',
  unshared: 'Sharing cancelled',
  emptyMine: 'No device archives are shared with you yet.',
  emptyOthers: 'You have not shared any device archive yet: use "Share" on the Device archives page.',
};

export const ARCHIVE_SHARES_NS = 'archiveShares';
i18next.addResourceBundle('zh-CN', ARCHIVE_SHARES_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', ARCHIVE_SHARES_NS, enUS, true, true);
