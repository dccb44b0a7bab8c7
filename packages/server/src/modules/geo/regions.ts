import { MUNICIPALITY_CODES, type RegionLevel, type RegionNode } from '@iot/contract';
import data from './data/regions.json' with { type: 'json' };

/** A region with its parent, as the lookups walk it. */
export interface Region {
  code: string;
  name: string;
  level: RegionLevel;
  lng: number;
  lat: number;
  parent: Region | null;
  children: Region[];
  /** The name, and the name without its suffix (杭州市 → 杭州) when that leaves two characters or more. */
  aliases: string[];
}

/** Municipalities, Taiwan and the SARs: their counties hang directly under the province. */
export const NO_CITY_LEVEL = new Set(MUNICIPALITY_CODES);

const SUFFIXES = [
  '维吾尔自治区',
  '壮族自治区',
  '回族自治区',
  '特别行政区',
  '自治区',
  '自治州',
  '自治县',
  '自治旗',
  '地区',
  '林区',
  '新区',
  '省',
  '市',
  '区',
  '县',
  '旗',
  '盟',
];

function aliasesOf(name: string): string[] {
  const suffix = SUFFIXES.find((s) => name.endsWith(s) && name.length - s.length >= 2);
  return suffix ? [name, name.slice(0, -suffix.length)] : [name];
}

function levelOf(code: string): RegionLevel {
  if (code.endsWith('0000')) return 'province';
  return code.endsWith('00') ? 'city' : 'county';
}

function load() {
  const byCode = new Map<string, Region>();
  for (const [code, name, lng, lat] of data.regions as [string, string, number, number][]) {
    byCode.set(code, {
      code,
      name,
      level: levelOf(code),
      lng,
      lat,
      parent: null,
      children: [],
      aliases: aliasesOf(name),
    });
  }
  const provinces: Region[] = [];
  for (const region of byCode.values()) {
    const province = byCode.get(`${region.code.slice(0, 2)}0000`);
    const parent =
      region.level === 'province'
        ? null
        : region.level === 'city'
          ? province
          : (byCode.get(`${region.code.slice(0, 4)}00`) ?? province);
    if (region.level === 'province') provinces.push(region);
    else if (parent) {
      region.parent = parent;
      parent.children.push(region);
    }
  }
  const outline = data.outline as [number, number][][];
  return { byCode, provinces, outline };
}

export const REGIONS = load();

export function toNode(r: Region): RegionNode {
  return { code: r.code, name: r.name, level: r.level, lng: r.lng, lat: r.lat, children: r.children.map(toNode) };
}
