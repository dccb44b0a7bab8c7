/**
 * Why values were not stored. `malformed` counts payloads (a bad payload is refused whole); the
 * others count values.
 */
export const DROP_REASONS = [
  'malformed',
  'futureTs',
  'staleTs',
  'rateLimited',
  'unknownVariable',
  'bufferFull',
  'typeMismatch',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];
export type DropCounts = Record<DropReason, number>;

export interface DeviceDrops extends DropCounts {
  identity: string;
  total: number;
}

/** Devices the health call lists, most drops first. */
const TOP_DEVICES = 20;

const zero = (): DropCounts => Object.fromEntries(DROP_REASONS.map((r) => [r, 0])) as DropCounts;

export function createCounters() {
  const dropped = zero();
  const perDevice = new Map<string, DeviceDrops>();
  let accepted = 0;

  function drop(identity: string, reason: DropReason, n = 1): void {
    if (n <= 0) return;
    dropped[reason] += n;
    let device = perDevice.get(identity);
    if (!device) perDevice.set(identity, (device = { identity, total: 0, ...zero() }));
    device[reason] += n;
    device.total += n;
  }

  function accept(n: number): void {
    accepted += n;
  }

  function snapshot() {
    const top = [...perDevice.values()]
      .sort((a, b) => b.total - a.total)
      .slice(0, TOP_DEVICES)
      .map((d) => ({ ...d }));
    return { accepted, dropped: { ...dropped }, perDevice: top };
  }

  return { drop, accept, snapshot };
}
export type Counters = ReturnType<typeof createCounters>;
