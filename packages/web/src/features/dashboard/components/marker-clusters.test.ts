import { describe, expect, it } from 'vitest';
import { clusterState, gridClusters, stateCode } from './marker-clusters';

const columns = (points: [number, number][]) => ({
  xs: Float64Array.from(points.map((p) => p[0])),
  ys: Float64Array.from(points.map((p) => p[1])),
});
const members = (clusters: ReturnType<typeof gridClusters>, c: number) =>
  [...clusters.order.subarray(clusters.start[c], clusters.start[c]! + clusters.count[c]!)].sort((a, b) => a - b);

describe('gridClusters', () => {
  it('groups the markers of one grid square and keeps the others apart', () => {
    const { xs, ys } = columns([
      [10, 10],
      [50, 20],
      [70, 10],
      [30, 59],
      [30, 61],
    ]);
    const clusters = gridClusters(xs, ys, 60);
    expect(clusters.size).toBe(3);
    expect(members(clusters, 0)).toEqual([0, 1, 3]);
    expect(members(clusters, 1)).toEqual([2]);
    expect(members(clusters, 2)).toEqual([4]);
    expect([...clusters.count]).toEqual([3, 1, 1]);
    expect([...clusters.of]).toEqual([0, 0, 1, 0, 2]);
    expect(clusters.x[0]).toBeCloseTo(30);
    expect(clusters.y[0]).toBeCloseTo(29.667, 2);
    expect([clusters.x[2], clusters.y[2]]).toEqual([30, 61]);
  });

  it('puts every marker in exactly one cluster, over a large world', () => {
    const points: [number, number][] = Array.from({ length: 10_000 }, (_, i) => [
      (i * 7919) % 2_000_000,
      (i * 104_729) % 1_500_000,
    ]);
    const { xs, ys } = columns(points);
    const clusters = gridClusters(xs, ys, 60);
    expect([...clusters.count].reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(new Set(clusters.order).size).toBe(10_000);
    for (let c = 0; c < clusters.size; c += 1) {
      const cells = new Set(members(clusters, c).map((i) => `${Math.floor(xs[i]! / 60)},${Math.floor(ys[i]! / 60)}`));
      expect(cells.size).toBe(1);
    }
  });

  it('returns no cluster for no marker', () => {
    expect(gridClusters(new Float64Array(0), new Float64Array(0), 60).size).toBe(0);
  });
});

describe('clusterState', () => {
  const { xs, ys } = columns([
    [1, 1],
    [2, 2],
    [3, 3],
    [100, 100],
  ]);
  const clusters = gridClusters(xs, ys, 60);
  const states = (...names: Parameters<typeof stateCode>[0][]) => Uint8Array.from(names.map(stateCode));

  it('is green only when every member runs', () => {
    expect(clusterState(clusters, 0, states('running', 'running', 'running', 'stopped'))).toBe('running');
  });

  it('shows a member online without a run status, then offline, then stopped through the rest', () => {
    expect(clusterState(clusters, 0, states('running', 'online', 'running', 'running'))).toBe('online');
    expect(clusterState(clusters, 0, states('online', 'offline', 'running', 'running'))).toBe('offline');
    expect(clusterState(clusters, 0, states('offline', 'running', 'stopped', 'running'))).toBe('stopped');
    expect(clusterState(clusters, 1, states('stopped', 'stopped', 'stopped', 'offline'))).toBe('offline');
  });
});
