import { z } from 'zod';
import { Paging } from './envelope.js';
import { bi } from './messages.js';
import { LOGIN_STYLES, type LoginStyle } from './account-enums.js';
import type { MapTiles } from './geo.js';

export interface DomainInfo {
  id: number;
  domain: string;
  style: LoginStyle;
  title: string;
  channelName: string;
  logoUrl: string;
  backGroundImage: string;
  recordNum: string;
  domainType: number;
  isDemo: boolean;
  activate: { isactivate: boolean; expiresAt: string | null };
}

/** `POST /apply/checkAddressIsTrue/{domain}`: the branding, and the server settings the console reads. */
export interface DomainCheck extends DomainInfo {
  mapTiles: MapTiles;
  /** Where the console opens its live connection: an external broker's WebSocket address; null: `/mqtt` here. */
  liveUrl: string | null;
}

/** A row of the domain management list. */
export interface DomainRecord extends DomainInfo {
  companyCount: number;
  createTime: string;
}

const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]{1,253}$/, 'a host name such as iot.example.com');

/** The editable fields of a domain, without defaults (an update changes only what it names). */
const domainFields = {
  domain: host,
  style: z.enum(LOGIN_STYLES),
  title: z.string().trim().max(128),
  channelName: z.string().trim().max(128),
  logoUrl: z.string().trim().max(512),
  backGroundImage: z.string().trim().max(512),
  recordNum: z.string().trim().max(128),
  domainType: z.number().int().min(0).max(9),
  isDemo: z.boolean(),
};

export const DomainCreate = z.object({
  domain: domainFields.domain,
  style: domainFields.style.default('l1'),
  title: domainFields.title.default(''),
  channelName: domainFields.channelName.default(''),
  logoUrl: domainFields.logoUrl.default(''),
  backGroundImage: domainFields.backGroundImage.default(''),
  recordNum: domainFields.recordNum.default(''),
  domainType: domainFields.domainType.default(0),
  isDemo: domainFields.isDemo.default(false),
});
export const DomainUpdate = z.object(domainFields).partial().extend({ id: z.number().int().positive() });
export const DomainPageQuery = Paging.extend({
  param: z.object({ domain: z.string().trim().max(253).optional() }).default({}),
});

/** The path parameter of `/apply/checkAddressIsTrue/{domain}`: a host name, an IP address, or with a port. */
export const DomainAddress = z.string().trim().min(1).max(260);

export const CompanyCreate = z.object({
  name: z.string().trim().min(1).max(128),
  parentId: z.number().int().positive().nullable().optional(),
  domainId: z.number().int().positive().optional(),
  isDealer: z.boolean().default(false),
});
/** An IANA time zone name the runtime knows (`Asia/Shanghai`, `UTC`). */
export const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
};
export const TIME_ZONE_MAX = 64;
/** A company's time zone (null: the installation's `IOT_TZ`); report periods close in it. */
export const CompanyTimeZone = z
  .string()
  .trim()
  .max(TIME_ZONE_MAX)
  .refine(isTimeZone, bi('不是有效的 IANA 时区', 'not an IANA time zone'))
  .nullable();
export const CompanyUpdate = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1).max(128).optional(),
  parentId: z.number().int().positive().nullable().optional(),
  isDealer: z.boolean().optional(),
  timeZone: CompanyTimeZone.optional(),
});

export const CompanyPageQuery = Paging.extend({
  param: z
    .object({
      name: z.string().trim().max(128).optional(),
      domainId: z.number().int().positive().optional(),
      parentId: z.number().int().positive().optional(),
    })
    .default({}),
});

export interface CompanyInfo {
  id: number;
  name: string;
  parentId: number | null;
  parentName: string | null;
  domainId: number;
  domain: string;
  isDealer: boolean;
  userCount: number;
  /** The company's own time zone, null when it follows the installation's. */
  timeZone: string | null;
  /** The zone its report periods close in: its own, or the installation's. */
  effectiveTimeZone: string;
  createTime: string;
}

export const ActivateRequest = z.object({ code: z.string().trim().min(16).max(4096), domain: host.optional() });

export const UniqueCodeRequest = z.object({ domain: host.optional() });
export interface UniqueCode {
  uniqueCode: string;
  domain: string;
}
