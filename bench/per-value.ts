// What an in-memory engine pays per value: the feed and the report the alarm and trigger benches share.

export interface PerValueRun {
  label: string;
  values: number;
  rounds: number;
  seriesCount: number;
  /** A fraction of values that go past the limit (the value after each comes back). */
  crossing: number;
  /** Feeds one value of a series (`pass`: how many times the feed went round the series); true when it fired. */
  feed: (seriesId: number, value: number, pass: number, index: number) => boolean;
  /** What a true answer of `feed` is called in the report (events, firings). */
  counted: string;
}

/** Feeds `values` values round-robin over the series, `rounds` times, and prints ns per value. */
export function measurePerValue({ label, values, rounds, seriesCount, crossing, feed, counted }: PerValueRun): void {
  const every = crossing > 0 ? Math.round(1 / crossing) : 0;
  const samples: number[] = [];
  let hits = 0;
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < values; i++) {
      const seriesId = (i % seriesCount) + 1;
      const pass = Math.floor(i / seriesCount);
      const value = every > 0 && (seriesId + pass) % every === 0 ? 90 : 50;
      if (feed(seriesId, value, pass, i)) hits += 1;
    }
    samples.push(Number(process.hrtime.bigint() - started) / values);
  }
  samples.sort((a, b) => a - b);
  const best = samples[0]!;
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(
    `${label}: ${best.toFixed(0)} ns/value best, ${median.toFixed(0)} median of ${rounds} runs of ` +
      `${values.toLocaleString('en')} values (${Math.round(1e9 / best).toLocaleString('en')} values/s on one core); ` +
      `${counted} ${hits.toLocaleString('en')}`,
  );
}
