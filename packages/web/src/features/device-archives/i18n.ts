import i18next from 'i18next';

const zhCN = {
  name: '档案名称',
  nameplate: '铭牌',
  fixedAssetsNo: '固定资产编号',
  description: '描述',
  device: '关联设备',
  noDevice: '未关联',
  pickDevice: '选择设备',
  unlink: '取消关联',
  company: '所属公司',
  createTime: '创建时间',
  detail: '详情',
  add: '添加档案',
  edit: '编辑档案',
  mouldItems: '模板项',
  itemName: '名称',
  itemUnit: '单位',
  itemDescription: '描述',
  itemVariable: '绑定变量',
  addItem: '添加模板项',
  needDevice: '先关联设备才能绑定变量',
};

const enUS: typeof zhCN = {
  name: 'Archive name',
  nameplate: 'Nameplate',
  fixedAssetsNo: 'Fixed asset no.',
  description: 'Description',
  device: 'Linked device',
  noDevice: 'Not linked',
  pickDevice: 'Choose a device',
  unlink: 'Unlink',
  company: 'Company',
  createTime: 'Created',
  detail: 'Detail',
  add: 'Add archive',
  edit: 'Edit archive',
  mouldItems: 'Template items',
  itemName: 'Name',
  itemUnit: 'Unit',
  itemDescription: 'Description',
  itemVariable: 'Bound variable',
  addItem: 'Add item',
  needDevice: 'Link a device first to bind variables',
};

export const ARCHIVES_NS = 'deviceArchives';
i18next.addResourceBundle('zh-CN', ARCHIVES_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', ARCHIVES_NS, enUS, true, true);
