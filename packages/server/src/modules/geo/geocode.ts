import type { GeocodingResult, ReverseGeocodingResult } from '@iot/contract';
import { REGIONS, type Region } from './regions.js';

/** Beyond this, the nearest county centre is not where the point is. */
const MAX_DISTANCE_KM = 300;
/** Points this close to a county centre count as inside even where the coarse outline says otherwise. */
const COAST_TOLERANCE_KM = 40;

interface Match {
  region: Region;
  at: number;
  length: number;
}

/** The region among `candidates` whose name (or short name) appears in `text`: longest, then earliest. */
function bestMatch(text: string, candidates: Iterable<Region>): Match | undefined {
  let best: Match | undefined;
  for (const region of candidates) {
    for (const alias of region.aliases) {
      const at = text.indexOf(alias);
      if (at < 0) continue;
      if (!best || alias.length > best.length || (alias.length === best.length && at < best.at)) {
        best = { region, at, length: alias.length };
      }
    }
  }
  return best;
}

/** The text with a matched name blanked out, so that 朝阳县 is not found inside 朝阳市. */
const mask = (text: string, m: Match | undefined) =>
  m ? text.slice(0, m.at) + ' '.repeat(m.length) + text.slice(m.at + m.length) : text;

function* descendants(roots: Region[]): Generator<Region> {
  for (const r of roots) {
    yield r;
    yield* descendants(r.children);
  }
}

function placeOf(region: Region) {
  const chain: Region[] = [];
  for (let r: Region | null = region; r; r = r.parent) chain.unshift(r);
  const find = (level: Region['level']) => chain.find((r) => r.level === level)?.name ?? null;
  return { province: find('province')!, city: find('city'), county: find('county'), code: region.code };
}

/** The most specific region named in an address (province, then city, then county within them). */
export function geocode(address: string): GeocodingResult | undefined {
  const text = address.replace(/\s+/g, '');
  const province = bestMatch(text, REGIONS.provinces);
  const afterProvince = mask(text, province);
  const cityPool = province ? province.region.children : [...descendants(REGIONS.provinces)];
  const city = bestMatch(
    afterProvince,
    cityPool.filter((r) => r.level === 'city'),
  );
  const afterCity = mask(afterProvince, city);
  const countyRoots = city ? [city.region] : province ? [province.region] : REGIONS.provinces;
  const county = bestMatch(
    afterCity,
    [...descendants(countyRoots)].filter((r) => r.level === 'county'),
  );
  const found = (county ?? city ?? province)?.region;
  return found && { ...placeOf(found), lat: found.lat, lon: found.lng };
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const x = (lng2 - lng1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

function insideOutline(lat: number, lng: number): boolean {
  return REGIONS.outline.some((ring) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  });
}

const LEAVES = [...descendants(REGIONS.provinces)].filter((r) => r.children.length === 0);

/** The county (or childless region) whose centre is nearest, when the point is in China. */
export function reverseGeocode(lat: number, lng: number): ReverseGeocodingResult | undefined {
  let nearest: Region | undefined;
  let best = Infinity;
  for (const r of LEAVES) {
    const d = distanceKm(lat, lng, r.lat, r.lng);
    if (d < best) {
      best = d;
      nearest = r;
    }
  }
  if (!nearest || best > MAX_DISTANCE_KM) return undefined;
  if (best > COAST_TOLERANCE_KM && !insideOutline(lat, lng)) return undefined;
  const place = placeOf(nearest);
  return { ...place, address: [place.province, place.city, place.county].filter(Boolean).join('') };
}
