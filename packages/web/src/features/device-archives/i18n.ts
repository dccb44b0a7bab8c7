import i18next from 'i18next';
import { archiveFieldsEn, archiveFieldsZh } from '../../ui/archive/i18n';

const zhCN = {
  ...archiveFieldsZh,
  pickDevice: '选择设备',
  unlink: '取消关联',
  add: '添加档案',
  edit: '编辑档案',
  addItem: '添加模板项',
  needDevice: '先关联设备才能绑定变量',
  share: '分享',
};

const enUS: typeof zhCN = {
  ...archiveFieldsEn,
  pickDevice: 'Choose a device',
  unlink: 'Unlink',
  add: 'Add archive',
  edit: 'Edit archive',
  addItem: 'Add item',
  needDevice: 'Link a device first to bind variables',
  share: 'Share',
};

export const ARCHIVES_NS = 'deviceArchives';
i18next.addResourceBundle('zh-CN', ARCHIVES_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', ARCHIVES_NS, enUS, true, true);
