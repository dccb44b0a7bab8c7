import { z } from 'zod';

/**
 * The menu catalogue: every page of the console (menu type 1) and the buttons (type 2) a role can
 * grant on it. The server seeds it into the menus table; permissions are `${page}:${button}`.
 */
export const MenuType = { page: 1, button: 2 } as const;

export const BUTTONS = [
  'read',
  'create',
  'update',
  'delete',
  'transfer',
  'distribution',
  'save',
  'publish',
  'export',
  'configFlow',
  'upgrade',
  'issue',
  'secret',
  'alarmConfig',
  'history',
  'confirm',
  'handle',
] as const;
export type ButtonName = (typeof BUTTONS)[number];

/** Who may be granted a page: platform pages only by platform administrators, and so on. */
export type MenuLevel = 'platform' | 'subdomain' | 'company';

export interface CatalogPage {
  componentName: string;
  path: string;
  title: { zh: string; en: string };
  icon: string;
  level: MenuLevel;
  buttons: readonly ButtonName[];
}

export interface CatalogGroup {
  componentName: string;
  title: { zh: string; en: string };
  icon: string;
  /** 0 real-time monitoring system, 1 MES system (`/menu/build?useType=`). */
  useType: 0 | 1;
  pages: readonly CatalogPage[];
}

const CRUD = ['read', 'create', 'update', 'delete'] as const;
const SHARE = ['read', 'create', 'delete', 'distribution'] as const;

function page(
  componentName: string,
  path: string,
  zh: string,
  en: string,
  icon: string,
  buttons: readonly ButtonName[] = CRUD,
  level: MenuLevel = 'company',
): CatalogPage {
  return { componentName, path, title: { zh, en }, icon, level, buttons };
}

export const MENU_CATALOG: readonly CatalogGroup[] = [
  {
    componentName: 'monitorCenter',
    title: { zh: '监控中心', en: 'Monitoring' },
    icon: 'DesktopOutlined',
    useType: 0,
    pages: [
      page('dashboard', '/dashboard', '可视化监控', 'Visual monitoring', 'FundProjectionScreenOutlined', ['read']),
      page('customMonitor', '/customMonitor', '自定义监控', 'Monitoring wall', 'AppstoreOutlined', ['read']),
      page('hardwareMap', '/hardwareMap', '设备地图', 'Device map', 'EnvironmentOutlined', ['read', 'save']),
      page('maptovideo', '/maptovideo', '视频监控', 'Video monitoring', 'VideoCameraOutlined', CRUD),
      page('cameraManage', '/cameraManage', '摄像头管理', 'Cameras', 'CameraOutlined', CRUD),
    ],
  },
  {
    componentName: 'deviceCenter',
    title: { zh: '设备管理', en: 'Devices' },
    icon: 'ClusterOutlined',
    useType: 0,
    pages: [
      page('equipIndex', '/equipIndex', '硬件列表', 'Hardware', 'HddOutlined', [
        ...CRUD,
        'transfer',
        'configFlow',
        'upgrade',
        'issue',
        'secret',
        'alarmConfig',
        'history',
      ]),
      page('deviceInfo', '/deviceInfo', '设备档案', 'Device archives', 'ProfileOutlined', [...CRUD, 'transfer']),
      page('eqArcShare', '/eqArcShare', '设备档案分享', 'Archive shares', 'ShareAltOutlined', SHARE),
      page('deviceExpiration', '/deviceExpiration', '设备到期', 'Device expiration', 'FieldTimeOutlined', [
        'read',
        'update',
      ]),
      page('cusDataShare', '/cusDataShare', '自定义数据', 'Custom data', 'FunctionOutlined', [
        ...CRUD,
        'alarmConfig',
        'history',
      ]),
      page('filesTable', '/filesTable', '文件库', 'File library', 'FolderOpenOutlined', ['read', 'create', 'delete']),
      page('firmware', '/firmware', '固件版本', 'Firmware', 'CloudUploadOutlined', [...CRUD, 'publish'], 'subdomain'),
    ],
  },
  {
    componentName: 'dataCenter',
    title: { zh: '数据中心', en: 'Data' },
    icon: 'BarChartOutlined',
    useType: 0,
    pages: [
      page('reportfrom', '/reportfrom', '历史报表', 'History report', 'LineChartOutlined', ['read', 'export']),
      page('alertInfo', '/alertInfo', '报警记录', 'Alarm records', 'AlertOutlined', [
        'read',
        'confirm',
        'delete',
        'alarmConfig',
      ]),
      page('luckyHome', '/luckyHome', '报表管理', 'Reports', 'TableOutlined', [...CRUD, 'save', 'publish', 'export']),
      page('monlucky', '/monlucky', '自定义报表', 'Custom report', 'FormOutlined', ['read', 'save', 'export']),
      page('lunkyInfo', '/lunkyInfo', '实时报表', 'Real-time reports', 'ThunderboltOutlined', ['read']),
      page('luckyOff', '/luckyOff', '定时报表', 'Scheduled reports', 'ScheduleOutlined', CRUD),
      page('luckyHis', '/luckyHis', '报表历史', 'Report history', 'HistoryOutlined', ['read', 'delete', 'export']),
      page('tempReport', '/tempReport', '报表模板', 'Report templates', 'SnippetsOutlined', CRUD),
      page('luckyShareList', '/luckyShareList', '报表分享', 'Report shares', 'ShareAltOutlined', SHARE),
    ],
  },
  {
    componentName: 'visualCenter',
    title: { zh: '组态管理', en: 'Visual screens' },
    icon: 'PictureOutlined',
    useType: 0,
    pages: [
      page('screen', '/screen', '组态大屏', 'Screens', 'FundOutlined', [...CRUD, 'save', 'publish']),
      page('mineTopo', '/mineTopo', '流程图', 'Flow charts', 'PartitionOutlined', [...CRUD, 'save', 'publish']),
      page('screenTemplate', '/screenTemplate', '大屏模板', 'Screen templates', 'LayoutOutlined', [...CRUD, 'save']),
      page('lewuleTemplate', '/lewuleTemplate', '流程图模板', 'Flow chart templates', 'BranchesOutlined', [
        ...CRUD,
        'save',
      ]),
      page('tempDaping', '/tempDaping', '大屏模板库', 'Screen template library', 'BlockOutlined', ['read', 'create']),
      page('tempLwlList', '/tempLwlList', '流程图模板库', 'Flow template library', 'BlockOutlined', ['read', 'create']),
      page('shareList', '/shareList', '分享管理', 'Shares', 'ShareAltOutlined', SHARE),
      page('dapingShareList', '/dapingShareList', '大屏分享', 'Screen shares', 'ShareAltOutlined', SHARE),
      page('lewuleShareList', '/lewuleShareList', '流程图分享', 'Flow chart shares', 'ShareAltOutlined', SHARE),
    ],
  },
  {
    componentName: 'operationCenter',
    title: { zh: '运维管理', en: 'Operations' },
    icon: 'ToolOutlined',
    useType: 0,
    pages: [
      page('nullmainPlanInfo', '/nullmainPlanInfo', '维保计划', 'Maintenance plans', 'CalendarOutlined', [
        ...CRUD,
        'publish',
        'handle',
        'confirm',
      ]),
      page('oamPlanShare', '/oamPlanShare', '维保计划分享', 'Maintenance shares', 'ShareAltOutlined', SHARE),
      page('triggerInfo', '/triggerInfo', '触发器', 'Triggers', 'ApiOutlined', CRUD),
    ],
  },
  {
    componentName: 'systemCenter',
    title: { zh: '系统管理', en: 'System' },
    icon: 'SettingOutlined',
    useType: 0,
    pages: [
      page('userManage', '/userManage', '用户管理', 'Users', 'UserOutlined', [...CRUD, 'export']),
      page('roleManage', '/roleManage', '角色管理', 'Roles', 'SafetyOutlined', [...CRUD, 'distribution']),
      page('deptManage', '/deptManage', '部门管理', 'Departments', 'ApartmentOutlined', CRUD),
      page('companyManage', '/companyManage', '公司管理', 'Companies', 'BankOutlined', CRUD),
      page('domainManage', '/domainManage', '域名管理', 'Domains', 'GlobalOutlined', CRUD, 'subdomain'),
      page('outbox', '/outbox', '消息发件箱', 'Message outbox', 'MailOutlined', ['read'], 'platform'),
    ],
  },
];

export type Permission = `${string}:${ButtonName}`;

export function permission(pageName: string, button: ButtonName): Permission {
  return `${pageName}:${button}`;
}

/** Home page choices (spec: 0 custom monitor, 2 hardware list, 4 history report, 5 alarms, 7 map, 8 visual). */
export const HOME_PAGES = {
  0: 'customMonitor',
  2: 'equipIndex',
  4: 'reportfrom',
  5: 'alertInfo',
  7: 'hardwareMap',
  8: 'dashboard',
} as const;
export type HomePage = keyof typeof HOME_PAGES;
export const DEFAULT_HOME_PAGE: HomePage = 8;

/** A node of `/menu/build`: pages and their buttons, nested under groups. */
export interface MenuNode {
  id: number;
  path: string;
  componentName: string;
  component: string;
  type: 1 | 2;
  alwaysShow: boolean;
  meta: { title: string; titleEn: string; icon: string };
  children: MenuNode[];
}

/** `GET /menu/build?useType=`: 0 real-time monitoring system, 1 MES system. */
export const MenuBuildQuery = z.object({
  useType: z.coerce
    .number()
    .pipe(z.literal([0, 1], 'one of 0, 1'))
    .default(0),
});
