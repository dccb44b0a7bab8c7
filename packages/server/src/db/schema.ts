import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  CaptchaTable,
  CompanyTable,
  DemoRequestTable,
  DeptTable,
  DomainTable,
  LoginAttemptTable,
  MenuTable,
  OutboxTable,
  RoleMenuTable,
  RoleTable,
  SessionTable,
  UserRoleTable,
  UserTable,
  VerificationCodeTable,
  VpnClientTable,
} from './schema/accounts.js';
import type {
  ArchiveMouldItemTable,
  CustomDataTable,
  CustomRepertoryTable,
  DeviceArchiveTable,
  DevicePortTable,
  DeviceTable,
  FirmwareVersionTable,
  LatestValueTable,
  SettingTable,
  SlaveStationTable,
  VariableTable,
} from './schema/devices.js';
import type { CommandTable, PointTable, RollupTable, UpgradeLogTable } from './schema/telemetry.js';
import type {
  AlarmConfigTable,
  AlarmFollowImageTable,
  AlarmFollowItemTable,
  AlarmFollowTable,
  AlarmMuteTable,
  AlarmRecordTable,
  AlarmSnapshotTable,
} from './schema/alarms.js';
import type {
  ConfigFlowRepertoryTable,
  ConfigFlowTable,
  FlowComponentTable,
  FlowFileTable,
  JobRunTable,
  ShareTable,
} from './schema/flows-and-shares.js';
import type { CameraAccountTable, CameraTable, DevicePictureTable, LibraryFileTable } from './schema/media.js';
import type {
  MaintenancePlanTable,
  MaintenanceRecordImageTable,
  MaintenanceRecordTable,
  MaintenanceRecordUserTable,
} from './schema/maintenance.js';
import type { TriggerLogTable, TriggerTable } from './schema/triggers.js';
import type { ReportFileTable, ReportTable, ReportTemplateTable } from './schema/reports.js';
import type { MapPositionTable } from './schema/map-positions.js';

export type * from './schema/accounts.js';
export type * from './schema/devices.js';
export type * from './schema/telemetry.js';
export type * from './schema/alarms.js';
export type * from './schema/flows-and-shares.js';
export type * from './schema/media.js';
export type * from './schema/maintenance.js';
export type * from './schema/triggers.js';
export type * from './schema/reports.js';
export type * from './schema/map-positions.js';

export interface Database {
  domains: DomainTable;
  companies: CompanyTable;
  depts: DeptTable;
  users: UserTable;
  roles: RoleTable;
  menus: MenuTable;
  roleMenus: RoleMenuTable;
  userRoles: UserRoleTable;
  sessions: SessionTable;
  captchas: CaptchaTable;
  verificationCodes: VerificationCodeTable;
  outbox: OutboxTable;
  loginAttempts: LoginAttemptTable;
  demoRequests: DemoRequestTable;
  vpnClients: VpnClientTable;
  settings: SettingTable;
  devices: DeviceTable;
  devicePorts: DevicePortTable;
  slaveStations: SlaveStationTable;
  variables: VariableTable;
  latestValues: LatestValueTable;
  deviceArchives: DeviceArchiveTable;
  archiveMouldItems: ArchiveMouldItemTable;
  firmwareVersions: FirmwareVersionTable;
  customRepertories: CustomRepertoryTable;
  customData: CustomDataTable;
  points: PointTable;
  rollupMinute: RollupTable;
  rollupHour: RollupTable;
  commands: CommandTable;
  upgradeLogs: UpgradeLogTable;
  alarmConfigs: AlarmConfigTable;
  alarmRecords: AlarmRecordTable;
  alarmSnapshots: AlarmSnapshotTable;
  alarmFollows: AlarmFollowTable;
  alarmFollowImages: AlarmFollowImageTable;
  alarmFollowItems: AlarmFollowItemTable;
  alarmMutes: AlarmMuteTable;
  configFlows: ConfigFlowTable;
  configFlowRepertories: ConfigFlowRepertoryTable;
  flowFiles: FlowFileTable;
  flowComponents: FlowComponentTable;
  shares: ShareTable;
  jobRuns: JobRunTable;
  cameras: CameraTable;
  cameraAccounts: CameraAccountTable;
  libraryFiles: LibraryFileTable;
  devicePictures: DevicePictureTable;
  maintenancePlans: MaintenancePlanTable;
  maintenanceRecords: MaintenanceRecordTable;
  maintenanceRecordUsers: MaintenanceRecordUserTable;
  maintenanceRecordImages: MaintenanceRecordImageTable;
  triggers: TriggerTable;
  triggerLogs: TriggerLogTable;
  reports: ReportTable;
  mapPositions: MapPositionTable;
  reportFiles: ReportFileTable;
  reportTemplates: ReportTemplateTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserPatch = Updateable<UserTable>;
export type Company = Selectable<CompanyTable>;
export type Domain = Selectable<DomainTable>;
export type Role = Selectable<RoleTable>;
export type Menu = Selectable<MenuTable>;
export type Device = Selectable<DeviceTable>;
export type VariableRow = Selectable<VariableTable>;
export type FirmwareVersion = Selectable<FirmwareVersionTable>;
