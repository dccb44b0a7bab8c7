import i18next from 'i18next';

const zhCN = {
  emptyMine: '还没有人向你分享设备档案。',
  emptyOthers: '你还没有分享过设备档案，可在“设备档案”页用“分享”操作分享。',
};

const enUS: typeof zhCN = {
  emptyMine: 'No device archives are shared with you yet.',
  emptyOthers: 'You have not shared any device archive yet: use "Share" on the Device archives page.',
};

export const ARCHIVE_SHARES_NS = 'archiveShares';
i18next.addResourceBundle('zh-CN', ARCHIVE_SHARES_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', ARCHIVE_SHARES_NS, enUS, true, true);
