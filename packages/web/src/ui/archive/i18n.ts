import i18next from 'i18next';

/** An archive's fields as the archive screens and the detail drawer name them. */
export const archiveFieldsZh = {
  name: '档案名称',
  nameplate: '铭牌',
  fixedAssetsNo: '固定资产编号',
  description: '描述',
  device: '关联设备',
  noDevice: '未关联',
  company: '所属公司',
  createTime: '创建时间',
  detail: '详情',
  mouldItems: '模板项',
  itemName: '名称',
  itemUnit: '单位',
  itemDescription: '描述',
  itemVariable: '绑定变量',
};

export const archiveFieldsEn: typeof archiveFieldsZh = {
  name: 'Archive name',
  nameplate: 'Nameplate',
  fixedAssetsNo: 'Fixed asset no.',
  description: 'Description',
  device: 'Linked device',
  noDevice: 'Not linked',
  company: 'Company',
  createTime: 'Created',
  detail: 'Detail',
  mouldItems: 'Template items',
  itemName: 'Name',
  itemUnit: 'Unit',
  itemDescription: 'Description',
  itemVariable: 'Bound variable',
};

export const ARCHIVE_NS = 'archive';
i18next.addResourceBundle('zh-CN', ARCHIVE_NS, archiveFieldsZh, true, true);
i18next.addResourceBundle('en-US', ARCHIVE_NS, archiveFieldsEn, true, true);
