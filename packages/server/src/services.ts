import type { Ctx } from './context.js';
import { createAccessService } from './modules/access/access.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCaptchaService } from './modules/auth/captcha.service.js';
import { createCodeService } from './modules/auth/codes.service.js';
import { createSessionService } from './modules/auth/sessions.service.js';
import { createDeptService } from './modules/depts/depts.service.js';
import { createMenuService } from './modules/menus/menus.service.js';
import { createSender } from './modules/outbox/sender.js';
import { createRoleService } from './modules/roles/roles.service.js';
import { createActivationService } from './modules/tenancy/activation.service.js';
import { createTenancyService } from './modules/tenancy/tenancy.service.js';
import { createUserService } from './modules/users/users.service.js';
import { createVpnService } from './modules/vpn/vpn.service.js';
import { createArchiveService } from './modules/devices/archives.service.js';
import { createDeviceService } from './modules/devices/devices.service.js';
import { createDeviceSettingsService } from './modules/devices/device-settings.service.js';
import { createPortService } from './modules/devices/ports.service.js';
import { createFirmwareService } from './modules/firmware/firmware.service.js';
import { createSlaveStationService } from './modules/variables/slave-stations.service.js';
import { createVariableService } from './modules/variables/variables.service.js';
import { createCustomDataService } from './modules/customdata/customdata.service.js';
import { createGeoService } from './modules/geo/geo.service.js';
import { createMapPositionService } from './modules/geo/map-position.service.js';
import { createConfigFlowService } from './modules/configflows/configflows.service.js';
import { createRepertoryService } from './modules/configflows/repertories.service.js';
import { createFlowLiveService } from './modules/configflows/flow-live.service.js';
import { createFlowComponentService } from './modules/configflows/flow-components.service.js';
import { createFlowFileService } from './modules/configflows/flow-files.service.js';
import { createSymbolService } from './modules/symbols/symbols.service.js';
import { createHistoryReader } from './telemetry/history.js';
import { createTelemetrySlot } from './telemetry/telemetry-slot.js';
import { createPointHistoryService } from './telemetry/point-history.service.js';
import { createAlarmServices } from './modules/alarms/alarms.services.js';
import { createShareService } from './modules/shares/shares.service.js';
import { createCameraServices } from './modules/cameras/cameras.services.js';
import { createFileServices } from './modules/files/files.services.js';
import { createWeatherService } from './modules/weather/weather.service.js';
import { createSecretBox } from './storage/secret-box.js';
import { createMaintenanceServices } from './modules/maintenance/maintenance.services.js';
import { createTriggerService } from './modules/triggers/triggers.service.js';
import { createDeviceOverview } from './modules/devices/device-overview.js';
import { createDashboardMarkers } from './modules/dashboard/dashboard-markers.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createActivityReader } from './telemetry/activity.js';
import { createReportServices } from './modules/reports/reports.services.js';

/** Every service, wired once; routes reach them through `app.services`. */
export function createServices(ctx: Ctx) {
  const sessions = createSessionService(ctx);
  const access = createAccessService(ctx);
  const sender = createSender(ctx);
  const tenancy = createTenancyService(ctx);
  const activation = createActivationService(ctx, { tenancy });
  const menus = createMenuService(ctx);
  const roles = createRoleService(ctx, { menus, sessions });
  const depts = createDeptService(ctx);
  const users = createUserService(ctx, { sessions, roles, tenancy, depts });
  const captcha = createCaptchaService(ctx);
  const codes = createCodeService(ctx, { sender });
  const auth = createAuthService(ctx, { sessions, access, users, menus, tenancy, captcha, codes });
  const vpn = createVpnService(ctx);
  // The shared things are made further down; shares call them only once a request runs.
  const shares = createShareService(ctx, {
    things: {
      archive: { shareable: (auth, id) => archives.shareable(auth, id) },
      plan: { shareable: (auth, id) => maintenance.plans.shareable(auth, id) },
      screen: { shareable: (auth, id) => configFlows.shareable(auth, 'screen', id) },
      flowChart: { shareable: (auth, id) => configFlows.shareable(auth, 'flowChart', id) },
      report: { shareable: (auth, id) => reports.templates.shareable(auth, id) },
    },
  });
  const flowRepertories = createRepertoryService(ctx, { tenancy });
  const configFlows = createConfigFlowService(ctx, { tenancy, repertories: flowRepertories, shares });
  // geo, cameras and files are made further down; devices call them only once a request runs.
  const devices = createDeviceService(ctx, {
    tenancy,
    users,
    reverseGeocode: (lat, lng) => geo.reverseGeocode(lat, lng),
    skipsCityLevel: (province) => geo.skipsCityLevel(province),
    configFlowInScope: configFlows.flowInScope,
    media: {
      cameraIds: (ids) => cameras.registry.cameraIdsOfDevices(ids),
      pictureUrls: (ids) => files.pictures.urlsOf(ids),
    },
  });
  const ports = createPortService(ctx, { devices });
  const slaveStations = createSlaveStationService(ctx, { devices, ports });
  const variables = createVariableService(ctx, { devices, slaveStations });
  const archives = createArchiveService(ctx, { tenancy, devices, variables, shares });
  const firmware = createFirmwareService(ctx, { tenancy });
  const history = createHistoryReader(ctx.db);
  const customData = createCustomDataService(ctx, { history });
  const geo = createGeoService();
  const secrets = createSecretBox(ctx.config);
  const cameras = createCameraServices(ctx, { tenancy, devices, archives, secrets });
  const files = createFileServices(ctx, { tenancy, devices });
  const alarms = createAlarmServices(ctx, { devices, variables, customData, sender });
  const maintenance = createMaintenanceServices(ctx, { tenancy, devices, archives, shares, alarms: alarms.records });
  const reports = createReportServices(ctx, { tenancy, devices, variables, customData, history, sender, shares });
  const deviceOverview = createDeviceOverview(ctx, { devices, archives, areaLevels: geo.levelsOf });
  const dashboard = createDashboardService(ctx, {
    devices,
    archives,
    deviceOverview,
    variables,
    users,
    alarms: alarms.overview,
    maintenance: maintenance.dashboard,
    activity: createActivityReader(ctx.db.kysely),
  });
  return {
    sessions,
    access,
    sender,
    tenancy,
    activation,
    menus,
    roles,
    depts,
    users,
    captcha,
    codes,
    auth,
    vpn,
    devices,
    deviceSettings: createDeviceSettingsService(ctx, { devices }),
    ports,
    slaveStations,
    variables,
    customData,
    history,
    geo,
    mapPositions: createMapPositionService(ctx),
    archives,
    shares,
    firmware,
    configFlows,
    flowRepertories,
    flowFiles: createFlowFileService(ctx),
    flowComponents: createFlowComponentService(ctx),
    symbols: createSymbolService(),
    flowLive: createFlowLiveService({ configFlows, devices, variables, customData }),
    telemetry: createTelemetrySlot(),
    pointHistory: createPointHistoryService(ctx, { devices, variables, customData, history }),
    cameras,
    files,
    weather: createWeatherService(ctx, { devices, geo }),
    alarms,
    maintenance,
    triggers: createTriggerService(ctx, { tenancy, devices, variables, customData, plans: maintenance.plans }),
    dashboard,
    dashboardMarkers: createDashboardMarkers(ctx, { deviceOverview }),
    reports,
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
