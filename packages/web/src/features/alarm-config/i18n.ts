import i18next from 'i18next';

const zhCN = {
  action: '报警配置',
  title: '报警配置 · {{name}}',
  enable: '启用报警',
  saveRecord: '保存报警记录',
  remindMinutes: '重复提醒间隔',
  remindHint: '一、二级报警未确认时，每隔这么多分钟再次提醒接收人和跟进提醒人员；留空则不重复提醒',
  minutes: '分钟',
  type: '报警类型',
  types: { 0: '环境报警', 1: '生产安全', 2: '阈值报警' },
  alertDesc: '报警描述',
  alertDescHint: '如 出水温度过高',
  limits: '报警限值',
  limit: '限值',
  level: '报警等级',
  levels: { 1: '一级', 2: '二级', 3: '三级', 4: '四级' },
  limitKinds: { uupper: '上上限', upper: '上限', lower: '下限', llower: '下下限' },
  notSet: '不设置',
  deadBand: '死区',
  deadBandHint: '越过限值超过死区才算恢复',
  switchRule: '开关量报警',
  switchValue: '触发条件',
  switchRise: '由 0 变为 1 时报警',
  switchFall: '由 1 变为 0 时报警',
  filteringTitle: '滤波',
  filtering: '跳变百分比(%)',
  filteringConfig: '确认次数',
  filteringHint: '跳变超过该百分比的数值需连续出现指定次数才参与报警判断',
  needLimit: '启用报警时至少设置一个限值',
  limitOrder: '限值需满足 下下限 ≤ 下限 ≤ 上限 ≤ 上上限',
  filteringPair: '跳变百分比与确认次数需同时填写',
};

type Catalogue = typeof zhCN;

const enUS: Catalogue = {
  action: 'Alarm config',
  title: 'Alarm config · {{name}}',
  enable: 'Alarm enabled',
  saveRecord: 'Save alarm records',
  remindMinutes: 'Remind again every',
  remindHint:
    'An unconfirmed level 1 or 2 alarm reminds its receivers and follow-up users again this often; empty: no reminders',
  minutes: 'min',
  type: 'Alarm type',
  types: { 0: 'Environment', 1: 'Production safety', 2: 'Threshold' },
  alertDesc: 'Alarm description',
  alertDescHint: 'e.g. Outlet temperature too high',
  limits: 'Limits',
  limit: 'Limit',
  level: 'Level',
  levels: { 1: 'Level 1', 2: 'Level 2', 3: 'Level 3', 4: 'Level 4' },
  limitKinds: { uupper: 'Upper-upper', upper: 'Upper', lower: 'Lower', llower: 'Lower-lower' },
  notSet: 'Not set',
  deadBand: 'Dead band',
  deadBandHint: 'Recovery needs the value this far back past the limit',
  switchRule: 'Switch alarm',
  switchValue: 'Raise when',
  switchRise: 'it changes from 0 to 1',
  switchFall: 'it changes from 1 to 0',
  filteringTitle: 'Filtering',
  filtering: 'Jump percent (%)',
  filteringConfig: 'Confirm count',
  filteringHint: 'A jump larger than this percent counts only after it repeats this many times in a row',
  needLimit: 'Set at least one limit while the alarm is enabled',
  limitOrder: 'Limits must go lower-lower ≤ lower ≤ upper ≤ upper-upper',
  filteringPair: 'Give both the jump percent and the confirm count, or neither',
};

/** Texts of the alarm config dialog (device variables and custom data). */
export const ALARM_CONFIG_NS = 'alarmConfig';
i18next.addResourceBundle('zh-CN', ALARM_CONFIG_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', ALARM_CONFIG_NS, enUS, true, true);
