export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function summary(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2);
  return `${label}: n=${s.length} p50=${f(percentile(s, 50))} ms p95=${f(percentile(s, 95))} ms p99=${f(percentile(s, 99))} ms`;
}

/** Runs `task` `total` times with `concurrency` in flight; returns each call's milliseconds. */
export async function load(
  total: number,
  concurrency: number,
  task: () => Promise<void>,
): Promise<{ ms: number[]; seconds: number }> {
  const ms: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t = performance.now();
      await task();
      ms.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms, seconds: (performance.now() - started) / 1000 };
}
