import i18next from 'i18next';

const zhCN = {
  titles: { alarm: '报警通知', maintenance: '运维通知', trigger: '触发器通知', other: '其他通知' },
  device: '设备',
  variable: '变量',
  value: '报警值',
  time: '时间',
  executeTime: '执行时间',
  open: '点击查看记录',
  clear: '清空',
};

type Catalogue = typeof zhCN;

const enUS: Catalogue = {
  titles: { alarm: 'Alarm notice', maintenance: 'Operations notice', trigger: 'Trigger notice', other: 'Other notice' },
  device: 'Device',
  variable: 'Variable',
  value: 'Alarm value',
  time: 'Time',
  executeTime: 'Execute at',
  open: 'Click to see the record',
  clear: 'Clear',
};

/** Texts of the live alarm and maintenance notices; loaded with the header. */
export const NOTICES_NS = 'alarmNotices';
i18next.addResourceBundle('zh-CN', NOTICES_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', NOTICES_NS, enUS, true, true);
