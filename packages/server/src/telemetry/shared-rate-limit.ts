import type { FastifyBaseLogger } from 'fastify';
import type { Cluster, CounterRequest } from '../cluster/cluster.js';
import { createIngestLimiter, type IngestLimiter } from './rate-limit.js';

/** The rate limits count values per window of one second. */
const WINDOW_MS = 1_000;
/** A process takes at least this part of a limit at a time, so a busy key costs a few counter calls a second. */
const LEASE_PART = 10;

interface Lease {
  window: number;
  /** Taken from the shared counter and not used yet. */
  left: number;
  /** The counter had less than asked: nothing more this window. */
  spent: boolean;
  asking?: Promise<void>;
}

export interface SharedLimiterOptions {
  deviceRate: number;
  companyRate: number;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * The per-gateway and per-company ingest limits counted by every process together (several processes,
 * `IOT_CLUSTER_URL`): a gateway posting over HTTP through the balancer, or a company whose gateways are
 * spread over the processes, gets its limit once, not once per process. Each process takes leases of a
 * tenth of a limit from the window's shared counter and admits values from them, so the total admitted in
 * a second never passes the limit; requests of one moment go to the counters together. Should the
 * counters not answer, each process applies the limits alone (as with one process) until they do.
 */
export function createSharedIngestLimiter(cluster: Cluster, options: SharedLimiterOptions) {
  const alone = createIngestLimiter(options);
  const leases = new Map<string, Lease>();
  let queued: { request: CounterRequest; done: (granted: number) => void; failed: (error: unknown) => void }[] = [];
  let leasesWindow = -Infinity;
  let warnedAt = -Infinity;

  function flush(): void {
    const batch = queued;
    queued = [];
    cluster.take(batch.map((q) => q.request)).then(
      (granted) => batch.forEach((q, i) => q.done(granted[i] ?? 0)),
      (error: unknown) => batch.forEach((q) => q.failed(error)),
    );
  }

  function ask(request: CounterRequest): Promise<number> {
    if (queued.length === 0) setImmediate(flush);
    return new Promise((done, failed) => queued.push({ request, done, failed }));
  }

  /** Leases of the latest window only: one that began drops the others. */
  function leaseOf(key: string, window: number): Lease {
    if (window > leasesWindow) {
      leases.clear();
      leasesWindow = window;
    }
    let lease = leases.get(key);
    if (!lease) leases.set(key, (lease = { window: leasesWindow, left: 0, spent: false }));
    return lease;
  }

  /**
   * Takes up to `wanted` units from this process's lease of the key, asking the shared counter for more
   * when short; answers the lease and what was taken (taken at once, so concurrent calls never share units).
   */
  async function take(key: string, window: number, wanted: number, limit: number) {
    const lease = leaseOf(key, window);
    while (lease.left < wanted && !lease.spent) {
      if (!lease.asking) {
        const asked = Math.max(wanted - lease.left, Math.ceil(limit / LEASE_PART));
        lease.asking = ask({ key: `${key}:${lease.window}`, wanted: asked, limit })
          .then((granted) => {
            lease.left += granted;
            lease.spent = granted < asked;
          })
          .finally(() => (lease.asking = undefined));
      }
      await lease.asking;
    }
    const taken = Math.max(0, Math.min(wanted, lease.left));
    lease.left -= taken;
    return { lease, taken };
  }

  return {
    async admit(deviceId: number, companyId: number, wanted: number, deviceRate?: number | null): Promise<number> {
      if (wanted <= 0) return 0;
      const window = Math.floor(options.now() / WINDOW_MS);
      try {
        const device = await take(`rate:device:${deviceId}`, window, wanted, deviceRate ?? options.deviceRate);
        if (device.taken === 0) return 0;
        const company = await take(`rate:company:${companyId}`, window, device.taken, options.companyRate);
        // What the company's limit refused stays the gateway's for its next values.
        device.lease.left += device.taken - company.taken;
        return company.taken;
      } catch (error) {
        if (options.now() - warnedAt > 60_000) {
          warnedAt = options.now();
          options.log.warn({ err: error }, 'shared rate limits unavailable: each process limits alone');
        }
        return alone.admit(deviceId, companyId, wanted, deviceRate);
      }
    },
  } satisfies IngestLimiter;
}
