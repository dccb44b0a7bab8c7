import i18next from 'i18next';

const zhCN = {
  hardware: '硬件',
  archives: '设备档案',
  name: '名称',
  identity: '设备编号',
  device: '关联设备',
  noDevice: '未关联设备',
  filterName: '按名称筛选',
  filterIdentity: '按编号筛选',
  online: '在线',
  offline: '离线',
  customData: '自定义数据',
  type: '类型',
  allTypes: '全部类型',
  unit: '单位',
  description: '描述',
  dataType: '数据类型',
  chooseDevices: '选择设备',
  selected: '已选 {{count}} 项',
  clear: '清空',
  noVariable: '未绑定变量',
  pickDevice: '选择设备',
  pickVariable: '选择变量',
  varType: { 0: '系统变量', 1: '外部变量', 3: '从站变量' },
  customType: { 0: '函数', 1: '表达式', 2: '统计', 3: '定时器', 4: '常量', 5: '时间', 6: '随机数' },
};

type Catalogue = typeof zhCN;

const enUS: Catalogue = {
  hardware: 'Hardware',
  archives: 'Device archives',
  name: 'Name',
  identity: 'Identity',
  device: 'Linked device',
  noDevice: 'No linked device',
  filterName: 'Filter by name',
  filterIdentity: 'Filter by identity',
  online: 'Online',
  offline: 'Offline',
  customData: 'Custom data',
  type: 'Type',
  allTypes: 'All types',
  unit: 'Unit',
  description: 'Description',
  dataType: 'Data type',
  chooseDevices: 'Choose devices',
  selected: '{{count}} selected',
  clear: 'Clear',
  noVariable: 'No variable bound',
  pickDevice: 'Choose a device',
  pickVariable: 'Choose variables',
  varType: { 0: 'System', 1: 'External', 3: 'Slave' },
  customType: {
    0: 'Function',
    1: 'Expression',
    2: 'Statistics',
    3: 'Timer',
    4: 'Constant',
    5: 'Time',
    6: 'Random',
  },
};

/** The pickers' texts, loaded with the first screen that shows a picker. */
export const PICKERS_NS = 'pickers';
i18next.addResourceBundle('zh-CN', PICKERS_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', PICKERS_NS, enUS, true, true);
