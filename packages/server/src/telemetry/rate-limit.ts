/**
 * A token bucket per key: `rate` tokens a second, holding at most one second's worth. A key may have a
 * rate of its own (a gateway's override), given with each call, so a change applies at the next call.
 */
export function createTokenBuckets(defaultRate: number, now: () => number) {
  const buckets = new Map<string | number, { tokens: number; at: number }>();

  function bucket(key: string | number, rate: number) {
    const t = now();
    let b = buckets.get(key);
    if (!b) buckets.set(key, (b = { tokens: rate, at: t }));
    b.tokens = Math.min(rate, b.tokens + ((t - b.at) / 1000) * rate);
    b.at = t;
    return b;
  }

  return {
    /** Tokens available now (whole ones). */
    available: (key: string | number, rate = defaultRate) => Math.floor(bucket(key, rate).tokens),
    take(key: string | number, n: number, rate = defaultRate): void {
      bucket(key, rate).tokens -= n;
    },
  };
}

/** How many of a gateway's values may pass now (`deviceRate`: its own limit; null: the platform's). */
export interface IngestLimiter {
  admit(deviceId: number, companyId: number, wanted: number, deviceRate?: number | null): number | Promise<number>;
}

/**
 * Per-device and per-company limits of one process: a gateway gets what both buckets allow, so one flooding
 * gateway empties its own bucket (and at most its company's), never the others'.
 */
export function createIngestLimiter(options: { deviceRate: number; companyRate: number; now: () => number }) {
  const devices = createTokenBuckets(options.deviceRate, options.now);
  const companies = createTokenBuckets(options.companyRate, options.now);
  return {
    /**
     * How many of `wanted` values may pass now; those are taken from both buckets. `deviceRate` is the
     * gateway's own limit (null: the platform's).
     */
    admit(deviceId: number, companyId: number, wanted: number, deviceRate?: number | null): number {
      const rate = deviceRate ?? options.deviceRate;
      const n = Math.max(0, Math.min(wanted, devices.available(deviceId, rate), companies.available(companyId)));
      devices.take(deviceId, n, rate);
      companies.take(companyId, n);
      return n;
    },
  };
}
