/** Simulated process signals: what a water works or a plant's gateway would report. */

/** A small seeded generator, so a gateway's signals differ from its neighbours' but repeat run to run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Signal {
  readonly name: string;
  /** The value at time `t` (ms); called with increasing times. */
  next(t: number): number;
  /** A remote write: the signal continues from the written value. */
  set(value: number): void;
}

interface Wave {
  base: number;
  amplitude: number;
  periodMs: number;
  noise: number;
  /** Size of an occasional excursion that crosses the usual alarm limits. */
  spike: number;
  decimals: number;
}

const WAVES: Record<string, Wave> = {
  temperature: { base: 60, amplitude: 8, periodMs: 600_000, noise: 0.3, spike: 18, decimals: 2 },
  pressure: { base: 0.6, amplitude: 0.05, periodMs: 180_000, noise: 0.005, spike: 0.35, decimals: 3 },
  flow: { base: 120, amplitude: 30, periodMs: 300_000, noise: 2, spike: 90, decimals: 1 },
  level: { base: 3.5, amplitude: 1.2, periodMs: 1_200_000, noise: 0.02, spike: 2, decimals: 3 },
  humidity: { base: 55, amplitude: 10, periodMs: 900_000, noise: 0.5, spike: 35, decimals: 1 },
  speed: { base: 1480, amplitude: 15, periodMs: 60_000, noise: 4, spike: 400, decimals: 0 },
};
/** The kinds in the order a gateway's variables take them. */
const KINDS = ['temperature', 'pressure', 'energy', 'pump', 'flow', 'level', 'humidity', 'speed'] as const;

/** Chance per second that a wave starts an excursion, and how long one lasts. */
const EXCURSION_PER_S = 1 / 600;
const EXCURSION_MS = 20_000;
/** Chance per second that a pump switches. */
const SWITCH_PER_S = 1 / 90;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function wave(name: string, w: Wave, random: () => number): Signal {
  const phase = random() * w.periodMs;
  let offset = 0;
  let last = 0;
  let excursionUntil = 0;
  return {
    name,
    next(t) {
      const dt = last === 0 ? 0 : (t - last) / 1000;
      last = t;
      if (t >= excursionUntil && random() < EXCURSION_PER_S * dt) excursionUntil = t + EXCURSION_MS;
      const sine = w.amplitude * Math.sin((2 * Math.PI * (t + phase)) / w.periodMs);
      const spike = t < excursionUntil ? w.spike : 0;
      return round(w.base + offset + sine + (random() - 0.5) * 2 * w.noise + spike, w.decimals);
    },
    set(value) {
      offset = value - w.base;
    },
  };
}

/** Energy in kWh: only ever grows. */
function counter(name: string, random: () => number): Signal {
  let total = round(random() * 10_000, 3);
  let last = 0;
  const kw = 5 + random() * 50;
  return {
    name,
    next(t) {
      if (last !== 0) total += (kw * (0.8 + random() * 0.4) * (t - last)) / 3_600_000;
      last = t;
      return round(total, 3);
    },
    set(value) {
      total = value;
    },
  };
}

/** A pump: on or off, switching now and then. */
function toggle(name: string, random: () => number): Signal {
  let on = random() < 0.7 ? 1 : 0;
  let last = 0;
  return {
    name,
    next(t) {
      if (last !== 0 && random() < (SWITCH_PER_S * (t - last)) / 1000) on = 1 - on;
      last = t;
      return on;
    },
    set(value) {
      on = value ? 1 : 0;
    },
  };
}

/** `count` signals named by kind (`temperature`, `pressure`, ..., then `temperature_2`, ...). */
export function signalsFor(count: number, seed: number): Signal[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const round = Math.floor(i / KINDS.length);
    const name = round === 0 ? kind : `${kind}_${round + 1}`;
    if (kind === 'energy') return counter(name, random);
    if (kind === 'pump') return toggle(name, random);
    return wave(name, WAVES[kind]!, random);
  });
}
