import i18next from 'i18next';

const zhCN = {
  online: '在线',
  offline: '离线',
  missing: 'target does not exist',
  loading: '正在打开画面…',
  notFound: '画面不存在或已被删除',
  badFlow: '画面无法打开：{{reason}}',
  noId: '缺少画面编号',
};
const enUS: typeof zhCN = {
  online: 'Online',
  offline: 'Offline',
  missing: 'target does not exist',
  loading: 'Opening the screen…',
  notFound: 'This screen does not exist or was deleted',
  badFlow: 'The screen cannot be opened: {{reason}}',
  noId: 'No screen was named',
};

/** Texts of run mode. */
export const RUN_NS = 'runMode';
i18next.addResourceBundle('zh-CN', RUN_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', RUN_NS, enUS, true, true);
