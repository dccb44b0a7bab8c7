/** IPv4 addresses of the VPN pool: .1 of the network is the server, clients get the hosts after it. */
const toInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const toIp = (n: number) => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

export interface PoolRange {
  server: string;
  /** First and last client address as integers (last < first when the pool has no room). */
  first: number;
  last: number;
}

export function poolRange(cidr: string): PoolRange {
  const [ip = '', bits = ''] = cidr.split('/');
  const prefix = Number(bits);
  const parts = ip.split('.').map(Number);
  if (
    parts.length !== 4 ||
    parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255) ||
    !(prefix >= 0 && prefix <= 32)
  ) {
    throw new Error(`invalid VPN pool ${cidr}`);
  }
  const size = 2 ** (32 - prefix);
  const network = Math.floor(toInt(ip) / size) * size;
  return { server: toIp(network + 1), first: network + 2, last: network + size - 2 };
}

/** The first client address not in use, or null when the pool is exhausted. */
export function firstFreeAddress(cidr: string, used: ReadonlySet<string>): string | null {
  const { first, last } = poolRange(cidr);
  for (let n = first; n <= last; n++) {
    const ip = toIp(n);
    if (!used.has(ip)) return ip;
  }
  return null;
}
