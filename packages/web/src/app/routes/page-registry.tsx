import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/** componentName → the screen that draws it; each loads in its own chunk. */
const SCREENS: Readonly<Record<string, () => PageModule>> = {
  home: () => import('../home/HomePage').then((m) => ({ default: m.HomePage })),
  dashboard: () => import('../../features/dashboard').then((m) => ({ default: m.DashboardPage })),
  hardwareMap: () => import('../../features/device-map').then((m) => ({ default: m.DeviceMapPage })),
  map: () => import('../../features/device-map').then((m) => ({ default: m.StandaloneMapPage })),
  amap: () => import('../../features/device-map').then((m) => ({ default: m.StandaloneMapPage })),
  noPermission: () =>
    import('../../features/no-permission/NoPermissionPage').then((m) => ({ default: m.NoPermissionPage })),
  peoInfo: () => import('../../features/user-center/UserCenterPage').then((m) => ({ default: m.UserCenterPage })),
  userManage: () => import('../../features/user-manage/UserManagePage').then((m) => ({ default: m.UserManagePage })),
  roleManage: () => import('../../features/role-manage/RoleManagePage').then((m) => ({ default: m.RoleManagePage })),
  deptManage: () => import('../../features/dept-manage/DeptManagePage').then((m) => ({ default: m.DeptManagePage })),
  companyManage: () =>
    import('../../features/company-manage/CompanyManagePage').then((m) => ({ default: m.CompanyManagePage })),
  domainManage: () =>
    import('../../features/domain-manage/DomainManagePage').then((m) => ({ default: m.DomainManagePage })),
  outbox: () => import('../../features/outbox/OutboxPage').then((m) => ({ default: m.OutboxPage })),
  equipIndex: () => import('../../features/hardware').then((m) => ({ default: m.HardwareListPage })),
  addDevice: () => import('../../features/hardware').then((m) => ({ default: m.AddDevicePage })),
  hardware: () => import('../../features/hardware').then((m) => ({ default: m.DeviceDetailPage })),
  triggerInfo: () => import('../../features/triggers').then((m) => ({ default: m.TriggersPage })),
  triggerDetail: () => import('../../features/triggers').then((m) => ({ default: m.TriggerDetailPage })),
  globalConfigInfo: () =>
    import('../../features/device-settings/DeviceSettingsPage').then((m) => ({ default: m.DeviceSettingsPage })),
  deviceInfo: () =>
    import('../../features/device-archives/DeviceArchivesPage').then((m) => ({ default: m.DeviceArchivesPage })),
  eqArcShare: () =>
    import('../../features/archive-shares/ArchiveSharesPage').then((m) => ({ default: m.ArchiveSharesPage })),
  cusDataShare: () => import('../../features/custom-data/CustomDataPage').then((m) => ({ default: m.CustomDataPage })),
  deviceExpiration: () => import('../../features/device-expiration').then((m) => ({ default: m.DeviceExpirationPage })),
  firmware: () => import('../../features/firmware').then((m) => ({ default: m.FirmwarePage })),
  reportfrom: () => import('../../features/history-report').then((m) => ({ default: m.HistoryReportPage })),
  alertInfo: () => import('../../features/alarm-records').then((m) => ({ default: m.AlarmRecordsPage })),
  alertRecord: () => import('../../features/alarm-records').then((m) => ({ default: m.AlarmRecordPage })),
  warring: () => import('../../features/alarm-records').then((m) => ({ default: m.WarringPage })),
  maptovideo: () => import('../../features/video').then((m) => ({ default: m.MapToVideoPage })),
  localvideoc: () => import('../../features/video').then((m) => ({ default: m.LocalVideoPage })),
  localvideoa: () => import('../../features/video').then((m) => ({ default: m.LocalVideoGridPage })),
  iframevideo: () => import('../../features/video').then((m) => ({ default: m.IframeVideoPage })),
  avideo: () => import('../../features/video').then((m) => ({ default: m.CloudVideoPage })),
  weather: () => import('../../features/weather').then((m) => ({ default: m.WeatherPage })),
  cameraManage: () => import('../../features/cameras').then((m) => ({ default: m.CameraManagePage })),
  filesTable: () => import('../../features/file-library').then((m) => ({ default: m.FileLibraryPage })),
  percentage: () => import('../../features/loading-page/LoadingPage').then((m) => ({ default: m.LoadingPage })),
  workspace: () => import('./WorkspacePage').then((m) => ({ default: m.WorkspacePage })),
  screen: () => import('../../features/flow-lists').then((m) => ({ default: m.FLOW_LIST_PAGES.screen })),
  mineTopo: () => import('../../features/flow-lists').then((m) => ({ default: m.FLOW_LIST_PAGES.mineTopo })),
  screenTemplate: () =>
    import('../../features/flow-lists').then((m) => ({ default: m.FLOW_LIST_PAGES.screenTemplate })),
  lewuleTemplate: () =>
    import('../../features/flow-lists').then((m) => ({ default: m.FLOW_LIST_PAGES.lewuleTemplate })),
  tempDaping: () => import('../../features/flow-lists').then((m) => ({ default: m.FLOW_LIST_PAGES.tempDaping })),
  tempLwlList: () => import('../../features/flow-lists').then((m) => ({ default: m.FLOW_LIST_PAGES.tempLwlList })),
  installApp: () => import('../../features/install-app').then((m) => ({ default: m.InstallAppPage })),
  customMonitor: () => import('../../features/monitor-wall').then((m) => ({ default: m.MonitorWallPage })),
  nullmainPlanInfo: () => import('../../features/maintenance-plans').then((m) => ({ default: m.MaintenancePlansPage })),
  dapingShareList: () => import('../../features/flow-shares').then((m) => ({ default: m.ScreenSharesPage })),
  lewuleShareList: () => import('../../features/flow-shares').then((m) => ({ default: m.FlowChartSharesPage })),
  dapingInfo: () => import('../../features/run-mode').then((m) => ({ default: m.SharedScreenPage })),
  lewuleInfo: () => import('../../features/run-mode').then((m) => ({ default: m.SharedFlowChartPage })),
  shareList: () => import('../../features/share-list').then((m) => ({ default: m.ShareListPage })),
  oamPlanShare: () => import('../../features/maintenance-plans').then((m) => ({ default: m.PlanSharesPage })),
  mainRecord: () => import('../../features/maintenance-record').then((m) => ({ default: m.MainRecordPage })),
  luckyHome: () => import('../../features/reports-manage').then((m) => ({ default: m.ReportsPage })),
  luckyHis: () => import('../../features/report-history').then((m) => ({ default: m.ReportHistoryPage })),
  tempReport: () => import('../../features/report-templates').then((m) => ({ default: m.ReportTemplatesPage })),
  luckyShareList: () => import('../../features/report-shares').then((m) => ({ default: m.ReportSharesPage })),
  lunkyInfo: () => import('../../features/report-sheet').then((m) => ({ default: m.ReportEditorPage })),
  luckyInfo: () => import('../../features/report-sheet').then((m) => ({ default: m.LiveReportPage })),
  luckyOff: () => import('../../features/report-sheet').then((m) => ({ default: m.GeneratedReportPage })),
  luckyOff1: () => import('../../features/report-sheet').then((m) => ({ default: m.SharedReportPage })),
  monlucky: () => import('../../features/report-sheet').then((m) => ({ default: m.CustomReportPage })),
};

/** A menu whose component the console does not have (an entry added by hand) shows the not-found page. */
const unknownScreen = () => import('../../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage }));

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

export function pageComponent(componentName: string): LazyExoticComponent<ComponentType> {
  let component = loaded.get(componentName);
  if (!component) {
    component = lazy(SCREENS[componentName] ?? unknownScreen);
    loaded.set(componentName, component);
  }
  return component;
}
