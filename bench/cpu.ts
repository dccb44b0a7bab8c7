// CPU time of the parts of a benchmark over a window: processes by id (Linux /proc), this process,
// PostgreSQL's backends serving one database, Redis's own count, and the whole machine.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { Redis } from 'ioredis';
import type pg from 'pg';

/** Linux counts process CPU time in clock ticks of 1/100 s. */
const TICK_MS = 10;

function processMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Busy and total milliseconds of every core together, from /proc/stat. */
function machineMs(): { busy: number; total: number } {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const ticks = cpu!.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
  } catch {
    return { busy: 0, total: 0 };
  }
}

async function redisMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const seconds = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1000;
}

async function postgresPids(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return rows.map((row) => row.pid);
}

export interface CpuParts {
  /** Named processes (platform processes, simulators) by id. */
  processes: Record<string, number>;
  db: pg.Client;
  redis: Redis;
}

interface Reading {
  at: number;
  parts: Map<string, number>;
  machine: { busy: number; total: number };
}

/** PostgreSQL's backends are counted each on its own: one that ends within the window drops out. */
async function read(parts: CpuParts): Promise<Reading> {
  const own = process.cpuUsage();
  const backends = (await postgresPids(parts.db)).map((pid) => [`PostgreSQL ${pid}`, processMs(pid)] as const);
  const values = new Map<string, number>([
    ...Object.entries(parts.processes).map(([name, pid]) => [name, processMs(pid)] as const),
    ['browser (this bench)', (own.user + own.system) / 1000],
    ['Redis', await redisMs(parts.redis)],
    ...backends,
  ]);
  return { at: performance.now(), parts: values, machine: machineMs() };
}

export interface CpuShares {
  /** Per part: percent of one core over the window. */
  parts: [name: string, percent: number][];
  /** Percent of all the machine's cores busy (anything, other benchmarks included). */
  machine: number;
  cores: number;
}

/** Starts a window; the answer ends it and gives each part's share of a core. */
export async function measureCpu(parts: CpuParts): Promise<() => Promise<CpuShares>> {
  const start = await read(parts);
  return async () => {
    const end = await read(parts);
    const ms = end.at - start.at;
    const shares = new Map<string, number>();
    for (const [name, value] of end.parts) {
      const part = name.startsWith('PostgreSQL') ? 'PostgreSQL' : name;
      shares.set(part, (shares.get(part) ?? 0) + (100 * (value - (start.parts.get(name) ?? 0))) / ms);
    }
    const total = end.machine.total - start.machine.total;
    return {
      parts: [...shares],
      machine: total > 0 ? (100 * (end.machine.busy - start.machine.busy)) / total : NaN,
      cores: os.cpus().length,
    };
  };
}

/** "p1 84%, PostgreSQL 31%, ...; machine 97% of 2 cores: the limit: p1 (84% of a core)". */
export function describeCpu({ parts, machine, cores }: CpuShares): string {
  const sorted = [...parts].sort((a, b) => b[1] - a[1]);
  const list = sorted.map(([name, percent]) => `${name} ${percent.toFixed(0)}%`).join(', ');
  const [top, share] = sorted[0]!;
  const limit =
    machine >= 90
      ? `the machine (${machine.toFixed(0)}% of ${cores} cores busy); busiest: ${top}`
      : `${top} (${share.toFixed(0)}% of a core)`;
  return `CPU, % of one core: ${list}; machine ${machine.toFixed(0)}% of ${cores} cores; limit: ${limit}`;
}
