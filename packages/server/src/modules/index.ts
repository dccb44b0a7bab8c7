import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { registerDeptRoutes } from './depts/depts.routes.js';
import { registerMenuRoutes } from './menus/menus.routes.js';
import { registerOutboxRoutes } from './outbox/outbox.routes.js';
import { registerRoleRoutes } from './roles/roles.routes.js';
import { registerTenancyRoutes } from './tenancy/tenancy.routes.js';
import { registerUserRoutes } from './users/users.routes.js';
import { registerVpnRoutes } from './vpn/vpn.routes.js';
import { registerArchiveRoutes } from './devices/archives.routes.js';
import { registerDeviceRoutes } from './devices/devices.routes.js';
import { registerDeviceSettingsRoutes } from './devices/device-settings.routes.js';
import { registerPortRoutes } from './devices/ports.routes.js';
import { registerFirmwareRoutes } from './firmware/firmware.routes.js';
import { registerVariableRoutes } from './variables/variables.routes.js';
import { registerCustomDataRoutes } from './customdata/customdata.routes.js';
import { registerGeoRoutes } from './geo/geo.routes.js';
import { registerConfigFlowRoutes } from './configflows/configflows.routes.js';
import { registerSymbolRoutes } from './symbols/symbols.routes.js';
import { registerTelemetryRoutes } from '../telemetry/telemetry.routes.js';
import { registerAlarmRoutes } from './alarms/alarms.routes.js';
import { registerShareRoutes } from './shares/shares.routes.js';
import { registerCameraRoutes } from './cameras/cameras.routes.js';
import { registerFileRoutes } from './files/files.routes.js';
import { registerWeatherRoutes } from './weather/weather.routes.js';
import { registerMaintenanceRoutes } from './maintenance/maintenance.routes.js';
import { registerTriggerRoutes } from './triggers/triggers.routes.js';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.js';
import { registerReportRoutes } from './reports/reports.routes.js';
import { registerReportSheetRoutes } from './reports/report-sheet.routes.js';

/** Every module's routes, registered under /admin/api. */
export const MODULE_ROUTES: ((app: FastifyInstance) => void)[] = [
  registerAuthRoutes,
  registerTenancyRoutes,
  registerMenuRoutes,
  registerUserRoutes,
  registerRoleRoutes,
  registerDeptRoutes,
  registerOutboxRoutes,
  registerVpnRoutes,
  registerDeviceRoutes,
  registerDeviceSettingsRoutes,
  registerArchiveRoutes,
  registerPortRoutes,
  registerVariableRoutes,
  registerFirmwareRoutes,
  registerCustomDataRoutes,
  registerGeoRoutes,
  registerConfigFlowRoutes,
  registerSymbolRoutes,
  registerTelemetryRoutes,
  registerAlarmRoutes,
  registerShareRoutes,
  registerCameraRoutes,
  registerFileRoutes,
  registerWeatherRoutes,
  registerMaintenanceRoutes,
  registerTriggerRoutes,
  registerDashboardRoutes,
  registerReportRoutes,
  registerReportSheetRoutes,
];
