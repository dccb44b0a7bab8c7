import { DAY_MS, type AddressNode, type DeviceRecord, type ExpirationRecord } from '@iot/contract';
import { formatTime } from '../../http/format-time.js';
import type { DeviceRow } from './devices.repo.js';

const flag = (v: number): 0 | 1 => (v === 1 ? 1 : 0);
const timeOrNull = (ms: number | null, timeZone: string) => (ms === null ? null : formatTime(ms, timeZone));

export function toDeviceRecord(row: DeviceRow, timeZone: string): DeviceRecord {
  return {
    id: row.id,
    name: row.name,
    identity: row.identity,
    modelName: row.modelName,
    isonline: flag(row.isonline),
    networkWay: row.networkWay,
    variableNum: Number(row.variableNum ?? 0),
    scanCycle: row.scanCycle,
    enabled: flag(row.enabled),
    enableDays: row.enableDays,
    iccid: row.iccid,
    leftFlow: row.leftFlow,
    packageTime: timeOrNull(row.packageTime, timeZone),
    companyId: row.companyId,
    companyName: row.companyName,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    logicEnable: flag(row.logicEnable),
    autoRegister: flag(row.autoRegister),
    lat: row.lat,
    lng: row.lng,
    desc: row.description,
    configFlowId: row.configFlowId,
    configFlowUrl: row.configFlowUrl,
    province: row.province,
    city: row.city,
    county: row.county,
    address: row.address,
    lastSeenTime: timeOrNull(row.lastSeenAt, timeZone),
    createTime: formatTime(row.createdAt, timeZone),
    devType_: 1,
  };
}

export function toExpirationRecord(row: DeviceRow, now: number, timeZone: string): ExpirationRecord {
  const { expiresAt } = row;
  return {
    id: row.id,
    name: row.name,
    identity: row.identity,
    companyName: row.companyName,
    enableDays: row.enableDays,
    packageTime: timeOrNull(row.packageTime, timeZone),
    expireTime: timeOrNull(expiresAt, timeZone),
    daysLeft: expiresAt === null ? null : Math.ceil((expiresAt - now) / DAY_MS),
    expired: expiresAt !== null && expiresAt <= now,
  };
}

/** When the device expires: enableDays after its package start (or its creation); null never. */
export function expiresAt(enableDays: number | null, packageTime: number | null, createdAt: number): number | null {
  return enableDays === null ? null : (packageTime ?? createdAt) + enableDays * DAY_MS;
}

interface AddressRow {
  id: number;
  identity: string;
  name: string;
  lat: number | null;
  lng: number | null;
  isonline: number;
  province: string | null;
  city: string | null;
  county: string | null;
}

const LEVELS = ['province', 'city', 'county'] as const;
const MUNICIPALITY_LEVELS = ['province', 'county'] as const;

/** The centre of a region node: the mean position of the devices under it that have one. */
function centre(node: AddressNode): { lat: number | null; lng: number | null; n: number } {
  if (node.level === 'device') return node.lat === null || node.lng === null ? { ...node, n: 0 } : { ...node, n: 1 };
  let lat = 0;
  let lng = 0;
  let n = 0;
  for (const child of node.children) {
    const c = centre(child);
    if (c.n === 0) continue;
    lat += c.lat! * c.n;
    lng += c.lng! * c.n;
    n += c.n;
  }
  node.lat = n === 0 ? null : lat / n;
  node.lng = n === 0 ? null : lng / n;
  return { lat: node.lat, lng: node.lng, n };
}

/**
 * province → city → county → devices. A device without a province hangs at the top level, one
 * without a city under its province, and so on. Under a municipality (`skipsCityLevel`: 北京市,
 * 重庆市, the SARs) counties hang directly under the province, whatever the city field holds.
 */
export function buildAddressTree(rows: AddressRow[], skipsCityLevel: (province: string) => boolean): AddressNode[] {
  const roots: AddressNode[] = [];
  const regions = new Map<string, AddressNode>();
  for (const row of rows) {
    let siblings = roots;
    let key = '';
    const levels = row.province && skipsCityLevel(row.province) ? MUNICIPALITY_LEVELS : LEVELS;
    for (const level of levels) {
      const name = row[level];
      if (!name) break;
      key += `\u0000${name}`;
      let region = regions.get(key);
      if (!region) {
        region = { name, lat: null, lng: null, level, children: [] };
        regions.set(key, region);
        siblings.push(region);
      }
      siblings = region.children;
    }
    siblings.push({
      name: row.name,
      lat: row.lat,
      lng: row.lng,
      level: 'device',
      children: [],
      id: row.id,
      identity: row.identity,
      isonline: flag(row.isonline),
    });
  }
  for (const root of roots) centre(root);
  return regionsFirst(roots);
}

/** Regions before devices on every level (databases sort missing regions first or last). */
function regionsFirst(nodes: AddressNode[]): AddressNode[] {
  for (const node of nodes) node.children = regionsFirst(node.children);
  return [...nodes.filter((n) => n.level !== 'device'), ...nodes.filter((n) => n.level === 'device')];
}
