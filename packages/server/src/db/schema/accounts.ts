import type { Generated } from 'kysely';
import type { Ms, Flag } from './columns.js';

// Accounts, tenancy and sessions.

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
  /** IANA zone its report periods close in; null: the installation's. */
  timeZone: string | null;
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
  /** The chain's first session (null on that first session itself): logout ends the whole chain. */
  chainId: number | null;
  /** When the chain's user logged in: no renewal reaches past the absolute lifetime from here. */
  chainStartedAt: Ms | null;
  /** With the token, derives the one successor of this session however many requests renew it at once. */
  renewSalt: string | null;
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
  /** Where it was asked from (none for a signed-in user's own phone change). */
  ip: string | null;
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
