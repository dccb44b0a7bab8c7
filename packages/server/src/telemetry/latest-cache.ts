import { createLocalCluster, type Cluster } from '../cluster/cluster.js';
import { shareLatestValues } from '../cluster/relays.js';
import type { Db } from '../db/connect.js';
import type { LatestValues } from '../modules/customdata/engine.js';
import type { LatestInput, PointInput } from './series.js';

export interface LatestValue {
  /** Numeric value; null for text and bytes values. */
  value: number | null;
  text: string | null;
  ts: number;
}

/**
 * The newest value of every variable, in memory (custom data and live lists read it without a
 * query). latest_values persists it in each flush, so a restart starts from the stored values. With
 * several processes, each one's new values reach the others' caches (cluster/relays.ts).
 */
export function createLatestCache(db: Db, cluster: Cluster = createLocalCluster()) {
  const values = new Map<number, LatestValue>();

  async function load(): Promise<void> {
    const rows = await db.kysely.selectFrom('latestValues').selectAll().execute();
    for (const r of rows) {
      values.set(r.variableId, { value: r.numeric, text: r.numeric === null ? r.value : null, ts: Number(r.ts) });
    }
  }

  function store(variableId: number, value: LatestValue): boolean {
    const held = values.get(variableId);
    if (held && held.ts > value.ts) return false;
    values.set(variableId, value);
    return true;
  }
  const shared = shareLatestValues(cluster, store);

  /** Stores the value if it is newer than the one held; answers whether it was. */
  function offer(variableId: number, value: LatestValue): boolean {
    if (!store(variableId, value)) return false;
    shared.share(variableId, value);
    return true;
  }

  const latest: LatestValues & { full(variableId: number): LatestValue | undefined } = {
    get(variableId) {
      const v = values.get(variableId);
      return v && v.value !== null ? { value: v.value, ts: v.ts } : undefined;
    },
    full: (variableId) => values.get(variableId),
  };

  return { load, offer, latest, stop: () => shared.stop() };
}
export type LatestCache = ReturnType<typeof createLatestCache>;

/** One latest_values row per variable of a batch: its newest point. */
export function latestRowsOf(points: PointInput[]) {
  const newest = new Map<number, LatestInput>();
  for (const p of points) {
    if (p.seriesId <= 0) continue;
    const ts = p.latestTs ?? p.ts;
    const held = newest.get(p.seriesId);
    if (held && held.ts > ts) continue;
    newest.set(p.seriesId, { variableId: p.seriesId, value: p.text ?? String(p.value), numeric: p.value, ts });
  }
  return [...newest.values()];
}
