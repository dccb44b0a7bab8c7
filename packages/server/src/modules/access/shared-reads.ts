import type { PagePermission } from '../../http/guard.js';

/**
 * Reads that several pages make: each route names the pages whose screens call it, and a caller
 * needs one of them. A page that never shows devices (the visual monitoring page, for one) reads
 * none of this; a new screen that embeds a picker adds its page here.
 */

const reads = (...pages: string[]): PagePermission[] => pages.map((page): PagePermission => `${page}:read`);

/** Screens that bind devices, variables or custom data: editors, the views that run them, reports, operations. */
const BINDING_PAGES = reads(
  'screen',
  'mineTopo',
  'screenTemplate',
  'lewuleTemplate',
  'customMonitor',
  'luckyHome',
  'monlucky',
  'luckyOff',
  'lunkyInfo',
  'nullmainPlanInfo',
  'triggerInfo',
);

/** Devices, their variables, ports and slave stations: the hardware pages and every device picker. */
export const DEVICE_READERS: readonly PagePermission[] = [
  ...reads('equipIndex', 'deviceInfo', 'reportfrom', 'alertInfo', 'cusDataShare', 'hardwareMap'),
  ...BINDING_PAGES,
];

/** Device archives: their own pages and the archive tab of the device picker. */
export const ARCHIVE_READERS: readonly PagePermission[] = [
  ...reads('deviceInfo', 'eqArcShare', 'reportfrom', 'alertInfo', 'hardwareMap'),
  ...BINDING_PAGES,
];

/** Custom data: its page and the custom-data table of the variable picker. */
export const CUSTOM_DATA_READERS: readonly PagePermission[] = [
  ...reads('cusDataShare', 'reportfrom', 'alertInfo'),
  ...BINDING_PAGES,
];

/** Stored history: the history buttons of the hardware and custom-data pages, the history report, charts. */
export const HISTORY_READERS: readonly PagePermission[] = [
  'equipIndex:history',
  'cusDataShare:history',
  'reportfrom:read',
  ...BINDING_PAGES,
];

/** Firmware versions: their page, and the published ones in the hardware list's upgrade dialog. */
export const FIRMWARE_READERS: readonly PagePermission[] = ['firmware:read', 'equipIndex:upgrade'];

/** Geocoding and the plain base map (no tenant data): the device position form and the maps. */
export const GEO_READERS: readonly PagePermission[] = [
  'equipIndex:create',
  'equipIndex:update',
  'hardwareMap:read',
  'dashboard:read',
];

/** Departments: their page and the department field of the user form. */
export const DEPT_READERS: readonly PagePermission[] = ['deptManage:read', 'userManage:create', 'userManage:update'];

/** Roles: their page and the role field of the user form. */
export const ROLE_READERS: readonly PagePermission[] = ['roleManage:read', 'userManage:create', 'userManage:update'];

/** Alarm records: their page, and the alarm table that screens embed (`/warring`). */
export const ALARM_READERS: readonly PagePermission[] = [
  'alertInfo:read',
  ...reads('screen', 'mineTopo', 'customMonitor'),
];
