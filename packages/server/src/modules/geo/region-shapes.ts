import fs from 'node:fs';
import path from 'node:path';
import type { RegionShapes } from '@iot/contract';

/** The drill-down polygons written by data/build-region-shapes.ts: one file per parent region. */
export const REGION_SHAPES_DIR = path.resolve(import.meta.dirname, '../../../assets/region-shapes');

/**
 * Serves a level's polygons by region code. Only codes listed at start-up reach the disk, and each file
 * is read once and kept: 360 files of at most 60 KB.
 */
export function createRegionShapes(dir = REGION_SHAPES_DIR) {
  const known = new Set(
    fs
      .readdirSync(dir)
      .filter((f) => /^\d{6}\.json$/.test(f))
      .map((f) => f.slice(0, 6)),
  );
  const cache = new Map<string, RegionShapes>();
  return {
    /** The children's shapes of a region, or undefined for a region without a drill-down level (a county). */
    of(code: string): RegionShapes | undefined {
      if (!known.has(code)) return undefined;
      let shapes = cache.get(code);
      if (!shapes) {
        shapes = JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as RegionShapes;
        cache.set(code, shapes);
      }
      return shapes;
    },
  };
}
