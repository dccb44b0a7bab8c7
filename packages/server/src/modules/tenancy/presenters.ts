import { LOGIN_STYLES, type CompanyInfo, type DomainInfo, type DomainRecord, type LoginStyle } from '@iot/contract';
import type { Domain } from '../../db/schema.js';
import { formatTime } from '../../http/format-time.js';

const isLoginStyle = (style: string): style is LoginStyle => (LOGIN_STYLES as readonly string[]).includes(style);

export function toDomainInfo(domain: Domain, now: number, timeZone: string): DomainInfo {
  const activatedUntil = domain.activatedUntil;
  return {
    id: domain.id,
    domain: domain.domain,
    style: isLoginStyle(domain.style) ? domain.style : 'l1',
    title: domain.title,
    channelName: domain.channelName,
    logoUrl: domain.logoUrl,
    backGroundImage: domain.backGroundImage,
    recordNum: domain.recordNum,
    domainType: domain.domainType,
    isDemo: domain.isDemo === 1,
    activate: {
      isactivate: activatedUntil !== null && activatedUntil > now,
      expiresAt: activatedUntil === null ? null : formatTime(activatedUntil, timeZone),
    },
  };
}

export function toDomainRecord(domain: Domain & { companyCount: number }, now: number, timeZone: string): DomainRecord {
  return {
    ...toDomainInfo(domain, now, timeZone),
    companyCount: Number(domain.companyCount),
    createTime: formatTime(domain.createdAt, timeZone),
  };
}

export interface CompanyRow {
  id: number;
  name: string;
  parentId: number | null;
  parentName: string | null;
  domainId: number;
  domain: string;
  isDealer: number;
  userCount: number | string | null;
  timeZone: string | null;
  createdAt: number;
}

export function toCompanyInfo(row: CompanyRow, timeZone: string): CompanyInfo {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    parentName: row.parentName,
    domainId: row.domainId,
    domain: row.domain,
    isDealer: row.isDealer === 1,
    userCount: Number(row.userCount ?? 0),
    timeZone: row.timeZone,
    effectiveTimeZone: row.timeZone ?? timeZone,
    createTime: formatTime(row.createdAt, timeZone),
  };
}
