import type { FastifyBaseLogger } from 'fastify';
import type { Device, VariableRow } from '../db/schema.js';
import type { DeviceService } from '../modules/devices/devices.service.js';
import type { VariableService } from '../modules/variables/variables.service.js';

const NUMERIC_TYPES = new Set(['int', 'float', 'double', 'bool', 'switch_value']);

export interface KnownVariable {
  id: number;
  name: string;
  /** int, float, double, bool and switch_value hold numbers; string and bytes hold text. */
  numeric: boolean;
}

export interface KnownDevice {
  id: number;
  companyId: number;
  identity: string;
  autoRegister: boolean;
  /** Values a second it may ingest; null: the platform's limit. */
  rateLimit: number | null;
  /** Silence after which it is marked offline; 0: only its MQTT connection decides. */
  offlineTimeoutMs: number;
  variables: Map<string, KnownVariable>;
  /** Names auto-registration refused lately (invalid, too many variables): not asked again soon. */
  refused: Map<string, number>;
  loadedAt: number;
}

export interface ResolverOptions {
  devices: Pick<DeviceService, 'findByIdentity'>;
  variables: Pick<VariableService, 'variablesOfDevice' | 'autoRegisterVariable'>;
  log: FastifyBaseLogger;
  now: () => number;
  /** A device's names are read again after this long (renames, deletions, other servers). */
  refreshMs?: number;
  /** An unknown identity is not looked up again for this long. */
  negativeMs?: number;
}

const known = (v: VariableRow): KnownVariable => ({ id: v.id, name: v.name, numeric: NUMERIC_TYPES.has(v.dataType) });

/**
 * Identity → device and name → variable, in memory: no query per value. A device is loaded on its
 * first message and again after `refreshMs`; an unknown name of a device that allows it is
 * registered once (concurrent messages share the registration).
 */
export function createResolver(options: ResolverOptions) {
  const refreshMs = options.refreshMs ?? 30_000;
  const negativeMs = options.negativeMs ?? 5_000;
  const cache = new Map<string, KnownDevice | { missingUntil: number }>();
  const loading = new Map<string, Promise<KnownDevice | undefined>>();
  const registering = new Map<string, Promise<KnownVariable | undefined>>();
  /** Bumped by `forget`: a load that started before it does not store what it read. */
  let generation = 0;

  async function load(identity: string): Promise<KnownDevice | undefined> {
    const started = generation;
    const device: Device | undefined = await options.devices.findByIdentity(identity);
    const keep = <T extends KnownDevice | { missingUntil: number }>(entry: T) => {
      if (started === generation) cache.set(identity, entry);
      return entry;
    };
    if (!device) {
      keep({ missingUntil: options.now() + negativeMs });
      return undefined;
    }
    const rows = await options.variables.variablesOfDevice(device.id);
    return keep({
      id: device.id,
      companyId: device.companyId,
      identity,
      autoRegister: device.autoRegister === 1,
      rateLimit: device.rateLimit,
      offlineTimeoutMs: (device.offlineTimeoutSec ?? 0) * 1000,
      variables: new Map(rows.map((v) => [v.name, known(v)])),
      refused: new Map(),
      loadedAt: options.now(),
    });
  }

  function reload(identity: string): Promise<KnownDevice | undefined> {
    let pending = loading.get(identity);
    if (!pending) {
      const current = load(identity).finally(() => {
        if (loading.get(identity) === current) loading.delete(identity);
      });
      loading.set(identity, (pending = current));
    }
    return pending;
  }

  /** The device's settings changed here: its next message reads it again (other servers within `refreshMs`). */
  function forget(identity: string): void {
    generation += 1;
    cache.delete(identity);
    loading.delete(identity);
  }

  /** The device of an identity; a stale one is answered at once and read again in the background. */
  async function device(identity: string): Promise<KnownDevice | undefined> {
    const held = cache.get(identity);
    const now = options.now();
    if (held && 'missingUntil' in held) {
      if (held.missingUntil > now) return undefined;
    } else if (held) {
      if (now - held.loadedAt >= refreshMs) {
        reload(identity).catch((error: unknown) => options.log.warn({ err: error, identity }, 'device reload failed'));
      }
      return held;
    }
    return reload(identity);
  }

  /** A name the device does not have yet: registered when the device allows it, else undefined. */
  async function register(device: KnownDevice, name: string, sample: unknown): Promise<KnownVariable | undefined> {
    if (!device.autoRegister || (device.refused.get(name) ?? 0) > options.now()) return undefined;
    const key = `${device.id}\u0000${name}`;
    let pending = registering.get(key);
    if (!pending) {
      pending = options.variables
        .autoRegisterVariable(device.id, name, sample)
        .then((row) => {
          const v = known(row);
          device.variables.set(name, v);
          return v;
        })
        .catch((error: unknown) => {
          options.log.debug({ identity: device.identity, name, err: error }, 'auto-registration refused');
          device.refused.set(name, options.now() + negativeMs);
          return undefined;
        })
        .finally(() => registering.delete(key));
      registering.set(key, pending);
    }
    return pending;
  }

  return { device, register, forget };
}
export type Resolver = ReturnType<typeof createResolver>;
