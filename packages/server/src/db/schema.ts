import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are epoch milliseconds; flags are 0 or 1 (the same on SQLite and PostgreSQL). */
type Ms = number;
type Flag = 0 | 1;

export interface DomainTable {
  id: Generated<number>;
  domain: string;
  style: string;
  title: string;
  channelName: string;
  logoUrl: string;
  backGroundImage: string;
  recordNum: string;
  domainType: number;
  isDemo: Flag;
  licence: string | null;
  activatedUntil: Ms | null;
  createdAt: Ms;
}

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  parentId: number | null;
  domainId: number;
  isDealer: Flag;
  createdAt: Ms;
}

export interface DeptTable {
  id: Generated<number>;
  companyId: number;
  parentId: number | null;
  name: string;
  createdAt: Ms;
}

export interface UserTable {
  id: Generated<number>;
  companyId: number;
  deptId: number | null;
  username: string | null;
  phone: string | null;
  email: string | null;
  nickName: string;
  passwordHash: string;
  userType: number;
  homePage: number;
  menuStyle: string | null;
  enabled: Flag;
  isDemo: Flag;
  createdAt: Ms;
}

export interface RoleTable {
  id: Generated<number>;
  companyId: number | null;
  name: string;
  /** A built-in role's key ('company-admin'); null for roles made by users. */
  builtin: string | null;
  createdAt: Ms;
}

export interface MenuTable {
  id: Generated<number>;
  parentId: number | null;
  type: number;
  componentName: string;
  /** For buttons: the button name; the permission is `${parent.componentName}:${button}`. */
  button: string | null;
  path: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  level: string;
  useType: number;
  sort: number;
}

export interface RoleMenuTable {
  roleId: number;
  menuId: number;
}

export interface UserRoleTable {
  userId: number;
  roleId: number;
}

export interface SessionTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  /** 'session' for API tokens, 'remember' for the login form's remember token. */
  kind: string;
  createdAt: Ms;
  expiresAt: Ms;
  revokedAt: Ms | null;
  ip: string;
}

export interface CaptchaTable {
  uuid: string;
  text: string;
  expiresAt: Ms;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  target: string;
  purpose: string;
  codeHash: string;
  createdAt: Ms;
  expiresAt: Ms;
  usedAt: Ms | null;
  attempts: number;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  target: string;
  subject: string;
  body: string;
  createdAt: Ms;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  account: string;
  ip: string;
  ok: Flag;
  at: Ms;
}

export interface DemoRequestTable {
  id: Generated<number>;
  name: string;
  contact: string;
  logonType: number;
  company: string;
  createdAt: Ms;
}

export interface VpnClientTable {
  id: Generated<number>;
  userId: number;
  address: string;
  publicKey: string;
  config: string;
  createdAt: Ms;
}

export interface DeviceTable {
  id: Generated<number>;
  companyId: number;
  ownerId: number | null;
  name: string;
  identity: string;
  modelName: string;
  isonline: Flag;
  networkWay: string;
  scanCycle: number;
  enabled: Flag;
  enableDays: number | null;
  iccid: string;
  leftFlow: number | null;
  packageTime: Ms | null;
  /** packageTime (or createdAt) plus enableDays; null: never expires. */
  expiresAt: Ms | null;
  logicEnable: Flag;
  autoRegister: Flag;
  lat: number | null;
  lng: number | null;
  description: string;
  configFlowId: number | null;
  configFlowUrl: string | null;
  province: string | null;
  city: string | null;
  county: string | null;
  address: string | null;
  /** sha256 (hex) of the device secret. */
  secretHash: string;
  lastSeenAt: Ms | null;
  createdAt: Ms;
  /** Values a second it may ingest; null: IOT_INGEST_DEVICE_RATE. */
  rateLimit: number | null;
  /** Seconds a remote write waits for its ack; null: IOT_COMMAND_TIMEOUT_MS. */
  commandTimeoutSec: number | null;
  /** Seconds of silence before it is marked offline; 0 or null: only its MQTT connection decides. */
  offlineTimeoutSec: number | null;
}

export interface DevicePortTable {
  id: Generated<number>;
  deviceId: number;
  kind: string;
  name: string;
  /** JSON of the kind's settings. */
  settings: string;
  createdAt: Ms;
}

export interface SlaveStationTable {
  id: Generated<number>;
  deviceId: number;
  name: string;
  slaveAddress: number;
  protocol: string;
  portType: string;
  portId: number | null;
  createdAt: Ms;
}

export interface VariableTable {
  id: Generated<number>;
  deviceId: number;
  name: string;
  unit: string;
  description: string;
  dataType: string;
  expression: string;
  decimalPlaces: number;
  /** The API's varType_1 (0 system, 1 external, 3 slave). */
  varType1: number;
  slaveId: number | null;
  createdAt: Ms;
}

export interface LatestValueTable {
  variableId: number;
  value: string | null;
  numeric: number | null;
  ts: Ms;
}

export interface DeviceArchiveTable {
  id: Generated<number>;
  companyId: number;
  deviceId: number | null;
  name: string;
  nameplate: string;
  fixedAssetsNo: string;
  description: string;
  createdAt: Ms;
  /** The user who created it (null before shares existed, or once deleted). */
  createdBy: number | null;
}

export interface ArchiveMouldItemTable {
  id: Generated<number>;
  archiveId: number;
  name: string;
  description: string;
  variableId: number | null;
  unit: string;
  sort: number;
}

export interface FirmwareVersionTable {
  id: Generated<number>;
  /** null: for every domain. */
  domainId: number | null;
  version: string;
  modelName: string;
  publishContent: string;
  ispublish: Flag;
  fileName: string;
  size: number;
  sha256: string;
  storedName: string;
  createdAt: Ms;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface CustomRepertoryTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  parentId: number | null;
  createdAt: Ms;
}

export interface CustomDataTable {
  id: Generated<number>;
  companyId: number;
  repertoryId: number;
  name: string;
  /** CustomDataType of the contract (0 function ... 6 random). */
  type: number;
  description: string;
  unit: string;
  decimalPlaces: number;
  /** JSON of the type's config. */
  config: string;
  /** A constant's value (type 4); null for the others. */
  value: number | null;
  createdAt: Ms;
}

export interface PointTable {
  seriesId: number;
  ts: Ms;
  value: number | null;
  text: string | null;
}

export interface RollupTable {
  seriesId: number;
  bucket: Ms;
  minValue: number;
  maxValue: number;
  sumValue: number;
  count: number;
  lastValue: number;
  lastTs: Ms;
}

/** A remote write; status 'pending', 'ok', 'refused' (the gateway said no) or 'timeout'. */
export interface CommandTable {
  id: string;
  deviceId: number;
  variableId: number;
  /** JSON of the value sent. */
  value: string;
  status: string;
  error: string | null;
  /** The answer given to the caller once completed. */
  message: string | null;
  createdAt: Ms;
  completedAt: Ms | null;
}

/** status 0 request sent, 1 request successful; result null, 0 success, 1 download, 2 file, 3 failed. */
export interface UpgradeLogTable {
  id: Generated<number>;
  deviceId: number;
  versionId: number;
  commandId: string;
  status: number;
  result: number | null;
  createdAt: Ms;
  updatedAt: Ms;
}

/** One per variable or custom data item (alarm-enums: types, levels, limitDataType). */
export interface AlarmConfigTable {
  id: Generated<number>;
  variableId: number | null;
  customDataId: number | null;
  dataType: string;
  limitDataType: number;
  type: number;
  enable: Flag;
  saveRecord: Flag;
  alertLevelColorId: number;
  alertDesc: string;
  deadBand: number | null;
  uupperLimit: number | null;
  uupperLevel: number | null;
  upperLimit: number | null;
  upperLevel: number | null;
  lowerLimit: number | null;
  lowerLevel: number | null;
  llowerLimit: number | null;
  llowerLevel: number | null;
  /** null, 1 (raise on 0 to 1) or 0 (raise on 1 to 0). */
  switchValue: number | null;
  switchLevel: number | null;
  filtering: number | null;
  filteringConfig: number | null;
  createdAt: Ms;
  updatedAt: Ms;
}

/** Names are copied at raise time: a record keeps its history when the device or variable goes. */
export interface AlarmRecordTable {
  id: Generated<number>;
  configId: number | null;
  /** The config id while active, NULL once recovered (unique: one active record per config). */
  activeConfigId: number | null;
  companyId: number;
  deviceId: number | null;
  variableId: number | null;
  customDataId: number | null;
  varType: number;
  deviceName: string;
  identity: string;
  variableName: string;
  variableDesc: string;
  mouldItemDesc: string;
  alarmType: number;
  alertDesc: string;
  alertLevelColorId: number;
  limitKind: string;
  alarmLevel: number;
  currentValue: number | null;
  limitValue: number | null;
  alarmTime: Ms;
  processState: number;
  processTime: Ms | null;
  isSelfProcess: Flag;
  confirmUserId: number | null;
  recoverTime: Ms | null;
  isPush: Flag;
  isSuccess: Flag;
}

export interface AlarmSnapshotTable {
  id: Generated<number>;
  recordId: number;
  /** The variable id (the custom data id for a custom data alarm). */
  itemId: number;
  name: string;
  description: string;
  unit: string;
  numeric: number | null;
  value: string | null;
}

export interface AlarmFollowTable {
  id: Generated<number>;
  recordId: number;
  content: string;
  createUserId: number | null;
  createdAt: Ms;
}

export interface AlarmFollowImageTable {
  id: Generated<number>;
  followId: number;
  storedName: string;
  fileName: string;
  mime: string;
  size: number;
  createdAt: Ms;
}

export interface AlarmFollowItemTable {
  followId: number;
  userId: number;
}

export interface AlarmMuteTable {
  userId: number;
  deviceId: number;
  createdAt: Ms;
}

export interface ConfigFlowTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  /** ConfigFlowType of the contract (0 flow chart, 1 large screen). */
  type: number;
  publish: number;
  /** The editor's document (JSON). */
  content: string;
  createdAt: Ms;
  updatedAt: Ms;
}

export interface ShareTable {
  id: Generated<number>;
  /** The thing's company: targets are users, departments and roles of it. */
  companyId: number;
  /** ShareKind of the contract ('archive'). */
  kind: string;
  thingId: number;
  /** ShareTargetType of the contract: 1 user, 2 department, 3 role. */
  targetType: number;
  targetId: number;
  sharedBy: number | null;
  createdAt: Ms;
}

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
  shares: ShareTable;
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
