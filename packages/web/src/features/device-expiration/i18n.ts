import i18next from 'i18next';

const zhCN = {
  name: '设备名称',
  identity: '设备编号',
  company: '所属公司',
  enableDays: '有效天数',
  packageTime: '套餐开始时间',
  expireTime: '到期日期',
  daysLeft: '剩余天数',
  neverExpires: '长期',
  expiredDays: '已过期 {{days}} 天',
  days: '{{days}} 天',
  status: '状态',
  withinDays: '即将到期天数',
  statusAll: '全部',
  statusExpired: '已过期',
  statusExpiring: '即将到期',
  statusValid: '有效',
  edit: '编辑到期 · {{name}}',
  enableDaysHint: '留空表示长期有效',
};

const enUS: typeof zhCN = {
  name: 'Device name',
  identity: 'Device ID',
  company: 'Company',
  enableDays: 'Valid days',
  packageTime: 'Package start',
  expireTime: 'Expiry date',
  daysLeft: 'Days left',
  neverExpires: 'Never',
  expiredDays: 'Expired {{days}} d ago',
  days: '{{days}} d',
  status: 'Status',
  withinDays: 'Expiring within (days)',
  statusAll: 'All',
  statusExpired: 'Expired',
  statusExpiring: 'Expiring',
  statusValid: 'Valid',
  edit: 'Edit expiration · {{name}}',
  enableDaysHint: 'Leave empty for no expiry',
};

/** Texts of the device expiration screen. */
export const EXPIRATION_NS = 'deviceExpiration';
i18next.addResourceBundle('zh-CN', EXPIRATION_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', EXPIRATION_NS, enUS, true, true);
