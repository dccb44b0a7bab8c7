import i18next from 'i18next';

const zhCN = {
  action: '设备设置',
  title: '设备设置 · {{name}}（{{identity}}）',
  collection: '采集',
  limits: '限流与超时',
  scanCycle: '采集周期',
  scanCycleHint: '网关读取变量的间隔，{{min}} 到 {{max}} 秒',
  autoRegister: '自动注册变量',
  autoRegisterHint: '网关上报未知的变量名时自动创建外部变量；关闭后这些数据被丢弃并计数',
  logicEnable: '启用本地逻辑',
  logicEnableHint: '网关在本地执行已下发的逻辑控制',
  rateLimit: '接收速率上限',
  rateLimitHint: '该网关每秒最多接收的数值个数，超出的被丢弃并计为限流',
  commandTimeoutSec: '指令应答超时',
  commandTimeoutSecHint: '远程写入等待网关应答的时间，超时即判定下发失败',
  offlineTimeoutSec: '离线判定时间',
  offlineTimeoutSecHint: '0 表示关闭：在线状态只由 MQTT 连接决定；否则网关在这段时间内没有任何数据或状态即标为离线',
  platformDefault: '平台默认：{{value}}',
  off: '关闭',
  perSecond: '个/秒',
  seconds: '秒',
  wholeBetween: '请输入 {{min}} 到 {{max}} 之间的整数',
  offlineRange: '请输入 0（关闭）或 {{min}} 到 {{max}} 之间的整数',
  emptyIsDefault: '留空即使用平台默认值',
  saved: '设备设置已保存',
  readOnly: '没有编辑设备的权限，只能查看',
  notFound: '设备不存在',
  backToDevice: '返回设备详情',
  backToList: '返回硬件列表',
};

const enUS: typeof zhCN = {
  action: 'Settings',
  title: 'Device settings · {{name}} ({{identity}})',
  collection: 'Collection',
  limits: 'Limits and timeouts',
  scanCycle: 'Scan cycle',
  scanCycleHint: 'How often the gateway reads its variables, {{min}} to {{max}} s',
  autoRegister: 'Auto-register variables',
  autoRegisterHint:
    'Unknown variable names the gateway publishes create external variables; when off, those values are dropped and counted',
  logicEnable: 'Local logic',
  logicEnableHint: 'The gateway runs the logic control sent to it',
  rateLimit: 'Ingest rate limit',
  rateLimitHint: 'Values a second this gateway may send; the rest are dropped and counted as rate limited',
  commandTimeoutSec: 'Command timeout',
  commandTimeoutSecHint: 'How long a remote write waits for the gateway to acknowledge before it fails',
  offlineTimeoutSec: 'Offline timeout',
  offlineTimeoutSecHint:
    '0 turns it off: the MQTT connection alone decides the online state; otherwise a gateway that sends no data or status for this long is marked offline',
  platformDefault: 'Platform default: {{value}}',
  off: 'off',
  perSecond: 'values/s',
  seconds: 's',
  wholeBetween: 'Enter a whole number from {{min}} to {{max}}',
  offlineRange: 'Enter 0 (off) or a whole number from {{min}} to {{max}}',
  emptyIsDefault: 'Leave empty for the platform default',
  saved: 'Device settings saved',
  readOnly: 'You may view these settings but not change them',
  notFound: 'Device not found',
  backToDevice: 'Back to the device',
  backToList: 'Back to the hardware list',
};

/** Texts of the device settings screen and of the links to it. */
export const DEVICE_SETTINGS_NS = 'deviceSettings';
i18next.addResourceBundle('zh-CN', DEVICE_SETTINGS_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', DEVICE_SETTINGS_NS, enUS, true, true);
