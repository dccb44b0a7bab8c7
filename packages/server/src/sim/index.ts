import { setTimeout as sleep } from 'node:timers/promises';
import { createSimulatedGateway, type GatewayCredentials, type GatewayStats } from './gateway.js';
import { signalsFor } from './signals.js';

export type { GatewayCredentials } from './gateway.js';
export { provisionGateways } from './provision.js';

export interface SimulationOptions {
  /** Broker address, `mqtt://host:port` (or `ws://host:port/mqtt`). */
  url: string;
  gateways: GatewayCredentials[];
  /** Values per second per gateway (spread over its variables). */
  rate: number;
  /** Variables per gateway. */
  vars: number;
  /** QoS of data messages; status and acks always use 1. */
  qos?: 0 | 1;
  /** How long to wait for every gateway to connect before going on without the missing ones. */
  connectTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface Simulation {
  stats(): GatewayStats & { gateways: number; connected: number };
  stop(): Promise<void>;
}

/** Ticks between 50 ms and 1 s: at high rates each data message carries a batch of snapshots. */
const MIN_TICK_MS = 50;
const MAX_TICK_MS = 1000;

/**
 * Simulated gateways on one shared timer, started with known identities and secrets (the demo seed
 * makes them; `provisionGateways` gets them over the HTTP API). Resolves once they are connected.
 */
export async function startSimulatedGateways(options: SimulationOptions): Promise<Simulation> {
  const { url, rate, vars, qos = 0, connectTimeoutMs = 10_000, log = () => {} } = options;
  const gateways = options.gateways.map((credentials, i) =>
    createSimulatedGateway(url, credentials, signalsFor(vars, i + 1), qos, log),
  );
  const deadline = Date.now() + connectTimeoutMs;
  while (gateways.some((g) => !g.connected()) && Date.now() < deadline) await sleep(20);
  const missing = gateways.filter((g) => !g.connected()).map((g) => g.identity);
  if (missing.length > 0) log(`not connected yet: ${missing.join(', ')}`);

  const snapshotsPerSecond = rate / vars;
  const tickMs = Math.min(MAX_TICK_MS, Math.max(MIN_TICK_MS, 1000 / snapshotsPerSecond));
  const started = performance.now();
  let emitted = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * snapshotsPerSecond) - emitted;
    if (due <= 0) return;
    emitted += due;
    for (const gateway of gateways) gateway.publishSnapshots(due, tickMs);
  }, tickMs);

  return {
    stats() {
      const total = { values: 0, skipped: 0, messages: 0, commands: 0 };
      for (const { stats } of gateways) {
        total.values += stats.values;
        total.skipped += stats.skipped;
        total.messages += stats.messages;
        total.commands += stats.commands;
      }
      return { ...total, gateways: gateways.length, connected: gateways.filter((g) => g.connected()).length };
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(gateways.map((g) => g.stop()));
    },
  };
}
