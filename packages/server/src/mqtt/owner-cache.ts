import type { CustomDataService } from '../modules/customdata/customdata.service.js';
import type { DeviceService } from '../modules/devices/devices.service.js';
import type { LiveSubject } from './acl.js';

export interface Owner {
  companyId: number;
}

interface Entry {
  owner: Owner | null;
  loadedAt: number;
  loading: Promise<Owner | null> | null;
}

/**
 * key → owning company, for topic ACL checks. Entries are refreshed after `ttlMs`, so a transfer, a
 * deletion or a new item shows within that time; the stale value serves until the refresh lands.
 * The age is wall-clock time on purpose: it bounds staleness, it is not a business time.
 */
function createOwnerCache<K>(find: (key: K) => Promise<Owner | null>, ttlMs: number) {
  const entries = new Map<K, Entry>();

  function load(key: K, entry: Entry | undefined): Promise<Owner | null> {
    if (entry?.loading) return entry.loading;
    const loading = find(key).then(
      (owner) => {
        entries.set(key, { owner, loadedAt: Date.now(), loading: null });
        return owner;
      },
      (error: unknown) => {
        entries.delete(key);
        throw error;
      },
    );
    entries.set(key, { owner: entry?.owner ?? null, loadedAt: entry?.loadedAt ?? 0, loading });
    return loading;
  }

  const fresh = (entry: Entry) => Date.now() - entry.loadedAt < ttlMs;

  /** The owner, loaded when missing or stale. */
  async function get(key: K): Promise<Owner | null> {
    const entry = entries.get(key);
    if (entry && entry.loadedAt > 0 && fresh(entry)) return entry.owner;
    return load(key, entry);
  }

  /** The owner known now (null when never loaded); a stale entry is refreshed in the background. */
  function peek(key: K): Owner | null {
    const entry = entries.get(key);
    if (!entry || !fresh(entry)) load(key, entry).catch(() => entries.delete(key));
    return entry?.owner ?? null;
  }

  return { get, peek };
}

export interface OwnerSources {
  devices: Pick<DeviceService, 'findByIdentity'>;
  customData: Pick<CustomDataService, 'ownerOf'>;
}

/** The owners of live topics' subjects: devices by identity, custom data items by id. */
export function createOwnerCaches({ devices, customData }: OwnerSources, ttlMs = 10_000) {
  const deviceOwners = createOwnerCache<string>(async (identity) => {
    const device = await devices.findByIdentity(identity);
    return device ? { companyId: device.companyId } : null;
  }, ttlMs);
  const itemOwners = createOwnerCache<number>((id) => customData.ownerOf(id), ttlMs);

  return {
    /** The owner of a device, null when no device has that identity. */
    device: (identity: string) => deviceOwners.get(identity),
    of: (subject: LiveSubject) =>
      subject.kind === 'device' ? deviceOwners.get(subject.identity) : itemOwners.get(subject.id),
    peek: (subject: LiveSubject) =>
      subject.kind === 'device' ? deviceOwners.peek(subject.identity) : itemOwners.peek(subject.id),
  };
}
export type OwnerCaches = ReturnType<typeof createOwnerCaches>;
