import i18next from 'i18next';

const zhCN = {
  tab: { 1: '按账号', 2: '按部门', 3: '按角色' },
  type: { 1: '账号', 2: '部门', 3: '角色' },
  note: { 1: '账号', 2: '上级部门', 3: '' },
  search: { 1: '搜索姓名或账号', 2: '搜索部门', 3: '搜索角色' },
  more: '更多（共 {{total}} 项）',
  moreTitle: { 1: '选择账号', 2: '选择部门', 3: '选择角色' },
  chosen: '分享给（{{count}}）',
  none: '尚未分享给任何人，请在下方选择账号、部门或角色。',
  noCandidates: { 1: '本公司没有其他账号', 2: '本公司还没有部门', 3: '本公司还没有角色' },
  noMatch: '没有匹配项',
  dialogTitle: '分享「{{name}}」',
};

const enUS: typeof zhCN = {
  tab: { 1: 'By account', 2: 'By department', 3: 'By role' },
  type: { 1: 'Account', 2: 'Department', 3: 'Role' },
  note: { 1: 'Account', 2: 'Parent department', 3: '' },
  search: { 1: 'Search name or account', 2: 'Search departments', 3: 'Search roles' },
  more: 'More ({{total}} in all)',
  moreTitle: { 1: 'Choose accounts', 2: 'Choose departments', 3: 'Choose roles' },
  chosen: 'Shared with ({{count}})',
  none: 'Not shared with anyone yet: choose accounts, departments or roles below.',
  noCandidates: {
    1: 'No other accounts in this company',
    2: 'No departments in this company yet',
    3: 'No roles in this company yet',
  },
  noMatch: 'Nothing matches',
  dialogTitle: 'Share "{{name}}"',
};

/** The share selector's texts, loaded with the first screen that shares something. */
export const SHARE_NS = 'share';
i18next.addResourceBundle('zh-CN', SHARE_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', SHARE_NS, enUS, true, true);
