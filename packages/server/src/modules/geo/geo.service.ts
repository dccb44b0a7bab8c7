import {
  ResultCode,
  type GeocodingResult,
  type MapBase,
  type RegionLevel,
  type RegionShapes,
  type RegionNode,
  type ReverseGeocodingResult,
} from '@iot/contract';
import { AppError, fieldText, notFound } from '../../http/errors.js';
import { geocode, reverseGeocode } from './geocode.js';
import { createRegionShapes } from './region-shapes.js';
import { NO_CITY_LEVEL, REGIONS, toNode } from './regions.js';

const noMatch = (field: string) =>
  new AppError(ResultCode.notFound, fieldText(field, { zh: '没有匹配项', en: 'no match' }));

/** Offline geocoding over the bundled region data (see data/README.md). */
export function createGeoService() {
  const tree = REGIONS.provinces.map(toNode);

  function geocoding(address: string): GeocodingResult {
    const found = geocode(address);
    if (!found) throw noMatch('address');
    return found;
  }

  function reverseGeocoding(lat: number, lon: number): ReverseGeocodingResult {
    const found = reverseGeocode(lat, lon);
    if (!found) throw noMatch('lat');
    return found;
  }

  /** province → city → county with codes and centres (counties directly under municipalities). */
  function regionTree(): RegionNode[] {
    return tree;
  }

  /** City and county centres (municipalities stand as cities) with the outline: a base map without tiles. */
  const base: MapBase = {
    places: [...REGIONS.byCode.values()]
      .filter((r) => r.level !== 'province' || NO_CITY_LEVEL.has(r.code))
      .map(({ name, level, lat, lng }) => ({ name, level: level === 'county' ? 'county' : 'city', lat, lng })),
    outline: REGIONS.outline,
  };

  /** Province names (and their short forms: 重庆) whose counties hang directly under them. */
  const noCityLevel = new Set(REGIONS.provinces.filter((r) => NO_CITY_LEVEL.has(r.code)).flatMap((r) => r.aliases));
  const skipsCityLevel = (province: string) => noCityLevel.has(province);

  /** Each region name (and short form) with the levels it names: 朝阳区 a county twice, 重庆市 a province. */
  const levelsByName = new Map<string, Set<RegionLevel>>();
  for (const region of REGIONS.byCode.values()) {
    for (const name of region.aliases) {
      const levels = levelsByName.get(name) ?? new Set<RegionLevel>();
      levels.add(region.level);
      levelsByName.set(name, levels);
    }
  }
  /** The levels a place name can stand for; every level for a name the region data does not know. */
  const levelsOf = (name: string): RegionLevel[] => [...(levelsByName.get(name) ?? ['province', 'city', 'county'])];

  const shapes = createRegionShapes();
  /** The polygons of a region's children, for one drill-down level. */
  function regionShapes(code: string): RegionShapes {
    const found = shapes.of(code);
    if (!found) throw notFound('region');
    return found;
  }

  return {
    geocoding,
    reverseGeocoding,
    reverseGeocode,
    regionTree,
    regionShapes,
    levelsOf,
    mapBase: () => base,
    skipsCityLevel,
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
