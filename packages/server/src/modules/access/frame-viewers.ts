import type { PagePermission } from '../../http/guard.js';

/**
 * Pages that show the embeddable pages (camera feeds, local videos, weather) inside them: the video
 * pages and camera management, the dashboard, the device map, the monitoring wall and the screens.
 */
export const FRAME_VIEWERS: readonly PagePermission[] = [
  'maptovideo:read',
  'cameraManage:read',
  'dashboard:read',
  'hardwareMap:read',
  'customMonitor:read',
  'screen:read',
  'mineTopo:read',
];
