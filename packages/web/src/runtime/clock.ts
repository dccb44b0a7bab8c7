/** A time pen as run mode shows it: its id and its format (spec 3.2 "Time nodes have a time format"). */
export interface ClockPen {
  id: string;
  format: string | undefined;
}

export interface ClockDeps {
  now: () => Date;
  /** Calls `tick` every `ms` milliseconds; the returned function stops it. */
  every: (ms: number, tick: () => void) => () => void;
  /** Weekday names, Sunday first, in the console's language (token WW). */
  weekdays: readonly string[];
  /** Receives the time pens whose text changed, by pen id. */
  render: (texts: ReadonlyMap<string, string>) => void;
}

/** Spec 9: "Time nodes refresh every 1 s". */
export const CLOCK_INTERVAL_MS = 1000;
export const DEFAULT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const TOKENS = /YYYY|YY|MM|DD|HH|hh|mm|ss|WW|ww/g;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date in a time pen's format (spec 9 date tokens): YYYY, YY, MM, DD, HH (24 h), hh (12 h), mm,
 * ss, WW (the weekday's name) and ww (its number, Monday 1 to Sunday 7); anything else is kept as written.
 */
export function formatTime(date: Date, format: string, weekdays: readonly string[]): string {
  const day = date.getDay();
  const values: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    YY: pad(date.getFullYear() % 100),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    hh: pad(date.getHours() % 12 || 12),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
    WW: weekdays[day] ?? '',
    ww: String(day === 0 ? 7 : day),
  };
  return format.replace(TOKENS, (token) => values[token] ?? token);
}

/**
 * Keeps the time pens of a running screen on the current time: shown at once, then every second, and
 * only the pens whose text changed are rendered. Returns the function that stops it.
 */
export function startClock(pens: readonly ClockPen[], deps: ClockDeps): () => void {
  if (pens.length === 0) return () => undefined;
  const shown = new Map<string, string>();
  const tick = () => {
    const now = deps.now();
    const changes = new Map<string, string>();
    for (const { id, format } of pens) {
      const text = formatTime(now, format || DEFAULT_TIME_FORMAT, deps.weekdays);
      if (shown.get(id) === text) continue;
      shown.set(id, text);
      changes.set(id, text);
    }
    if (changes.size > 0) deps.render(changes);
  };
  tick();
  return deps.every(CLOCK_INTERVAL_MS, tick);
}
