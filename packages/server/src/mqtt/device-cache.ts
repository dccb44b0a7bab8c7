import type { DeviceService } from '../modules/devices/devices.service.js';

export interface DeviceOwner {
  companyId: number;
}

interface Entry {
  owner: DeviceOwner | null;
  loadedAt: number;
  loading: Promise<DeviceOwner | null> | null;
}

/**
 * identity → owning company, for topic ACL checks. Entries are refreshed after `ttlMs`, so a transfer,
 * a deletion or a new device shows within that time; the stale value serves until the refresh lands.
 * The age is wall-clock time on purpose: it bounds staleness, it is not a business time.
 */
export function createDeviceCache(devices: Pick<DeviceService, 'findByIdentity'>, ttlMs = 10_000) {
  const entries = new Map<string, Entry>();

  function load(identity: string, entry: Entry | undefined): Promise<DeviceOwner | null> {
    if (entry?.loading) return entry.loading;
    const loading = devices.findByIdentity(identity).then(
      (device) => {
        const owner = device ? { companyId: device.companyId } : null;
        entries.set(identity, { owner, loadedAt: Date.now(), loading: null });
        return owner;
      },
      (error: unknown) => {
        entries.delete(identity);
        throw error;
      },
    );
    entries.set(identity, { owner: entry?.owner ?? null, loadedAt: entry?.loadedAt ?? 0, loading });
    return loading;
  }

  const fresh = (entry: Entry) => Date.now() - entry.loadedAt < ttlMs;

  /** The owner, loaded when missing or stale. */
  async function get(identity: string): Promise<DeviceOwner | null> {
    const entry = entries.get(identity);
    if (entry && entry.loadedAt > 0 && fresh(entry)) return entry.owner;
    return load(identity, entry);
  }

  /** The owner known now (null when never loaded); a stale entry is refreshed in the background. */
  function peek(identity: string): DeviceOwner | null {
    const entry = entries.get(identity);
    if (!entry || !fresh(entry)) load(identity, entry).catch(() => entries.delete(identity));
    return entry?.owner ?? null;
  }

  return { get, peek };
}
export type DeviceCache = ReturnType<typeof createDeviceCache>;
