import type { Schedule, ScheduleUnit, ScheduleView } from '@iot/contract';
import { badRequest, fieldText } from '../http/errors.js';
import { formatTime } from '../http/format-time.js';
import { toEpochMs } from '../modules/devices/zoned-time.js';
import { cronDayMatches, parseCron, type Cron } from './cron.js';

/** A schedule as stored: times in epoch ms. */
export type StoredSchedule =
  | { kind: 'once'; at: number }
  | { kind: 'every'; every: number; unit: ScheduleUnit; start: number }
  | { kind: 'cron'; cron: string; start: number | null };

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** A cron expression that matches no day in this many years (`0 0 30 2 *`) never fires. */
const CRON_SEARCH_DAYS = 5 * 366;

interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function wallOf(ms: number, timeZone: string): Wall {
  const [y, mo, d, h, mi, s] = formatTime(ms, timeZone).split(/[- :]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { y, mo, d, h, mi, s };
}

/** Epoch ms of a wall time; the date parts may overflow (day 32 is the next month's 1st). */
function msOf(w: Wall, timeZone: string): number {
  const date = new Date(Date.UTC(w.y, w.mo - 1, w.d));
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return toEpochMs(`${day} ${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}`, timeZone);
}

const daysInMonth = (y: number, mo: number) => new Date(Date.UTC(y, mo, 0)).getUTCDate();

/** The k-th time of an `every` schedule (k = 0 is its start), in wall time for days, weeks and months. */
function everyAt(s: Extract<StoredSchedule, { kind: 'every' }>, k: number, timeZone: string): number {
  if (s.unit === 'minute' || s.unit === 'hour')
    return s.start + k * s.every * (s.unit === 'minute' ? MINUTE_MS : HOUR_MS);
  const a = wallOf(s.start, timeZone);
  if (s.unit === 'month') {
    const index = a.mo - 1 + k * s.every;
    const y = a.y + Math.floor(index / 12);
    const mo = (index % 12) + 1;
    // The 31st of a month runs on the last day of shorter months.
    return msOf({ ...a, y, mo, d: Math.min(a.d, daysInMonth(y, mo)) }, timeZone);
  }
  return msOf({ ...a, d: a.d + k * s.every * (s.unit === 'week' ? 7 : 1) }, timeZone);
}

/** The first index whose time is after `after`. */
function everyIndexAfter(s: Extract<StoredSchedule, { kind: 'every' }>, after: number, timeZone: string): number {
  if (after < s.start) return 0;
  const longest = {
    minute: MINUTE_MS,
    hour: HOUR_MS,
    day: DAY_MS + HOUR_MS,
    week: 7 * DAY_MS + HOUR_MS,
    month: 31 * DAY_MS + HOUR_MS,
  }[s.unit];
  // An estimate at or below the answer (each step is at most `longest`), then forward.
  let k = Math.max(0, Math.floor((after - s.start) / (longest * s.every)) - 1);
  while (everyAt(s, k, timeZone) <= after) k += 1;
  return k;
}

function cronNextAfter(cron: Cron, after: number, timeZone: string): number | null {
  const first = wallOf(Math.floor(after / MINUTE_MS) * MINUTE_MS + MINUTE_MS, timeZone);
  for (let offset = 0; offset <= CRON_SEARCH_DAYS; offset += 1) {
    const date = new Date(Date.UTC(first.y, first.mo - 1, first.d + offset));
    const [y, mo, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (!cronDayMatches(cron, mo, d, date.getUTCDay())) continue;
    for (let h = offset === 0 ? first.h : 0; h < 24; h += 1) {
      if (!cron.hours[h]) continue;
      for (let mi = offset === 0 && h === first.h ? first.mi : 0; mi < 60; mi += 1) {
        if (!cron.minutes[mi]) continue;
        const at = msOf({ y, mo, d, h, mi, s: 0 }, timeZone);
        // A wall time skipped by a daylight-saving change can map before `after`.
        if (at > after) return at;
      }
    }
  }
  return null;
}

const parsedCrons = new Map<string, Cron>();
function cronOf(text: string): Cron {
  let cron = parsedCrons.get(text);
  if (!cron) {
    const parsed = parseCron(text);
    if (!parsed.ok) throw new Error(`stored cron does not parse: ${text}`);
    cron = parsed.cron;
    parsedCrons.set(text, cron);
  }
  return cron;
}

/** The first due time strictly after `after`, or null when there is none. */
export function nextDue(s: StoredSchedule, after: number, timeZone: string): number | null {
  if (s.kind === 'once') return s.at > after ? s.at : null;
  if (s.kind === 'every') return everyAt(s, everyIndexAfter(s, after, timeZone), timeZone);
  const from = s.start === null ? after : Math.max(after, s.start - 1);
  return cronNextAfter(cronOf(s.cron), from, timeZone);
}

const SEARCH_SPANS = [HOUR_MS, DAY_MS, 7 * DAY_MS, 32 * DAY_MS, 367 * DAY_MS, CRON_SEARCH_DAYS * DAY_MS];

/** The latest due time in (notBefore, atOrBefore], or null: where a schedule stands after an outage. */
export function latestDue(s: StoredSchedule, atOrBefore: number, notBefore: number, timeZone: string): number | null {
  if (atOrBefore <= notBefore) return null;
  if (s.kind === 'once') return s.at > notBefore && s.at <= atOrBefore ? s.at : null;
  if (s.kind === 'every') {
    const k = everyIndexAfter(s, atOrBefore, timeZone) - 1;
    const at = k < 0 ? null : everyAt(s, k, timeZone);
    return at !== null && at > notBefore ? at : null;
  }
  // Cron has no arithmetic: look back over growing spans, so a frequent expression stays cheap.
  for (const span of SEARCH_SPANS) {
    const from = Math.max(notBefore, atOrBefore - span);
    let last: number | null = null;
    for (let at = nextDue(s, from, timeZone); at !== null && at <= atOrBefore; at = nextDue(s, at, timeZone)) last = at;
    if (last !== null || from === notBefore) return last;
  }
  return null;
}

/** A schedule of a request as stored: times read in the platform's zone, the cron checked. */
export function storedSchedule(input: Schedule, timeZone: string, field = 'schedule'): StoredSchedule {
  if (input.kind === 'once') return { kind: 'once', at: toEpochMs(input.at, timeZone) };
  if (input.kind === 'every') return { ...input, start: toEpochMs(input.start, timeZone) };
  const parsed = parseCron(input.cron);
  if (!parsed.ok) throw badRequest(fieldText(`${field}.${parsed.field}`, parsed.error));
  return {
    kind: 'cron',
    cron: input.cron.split(/\s+/).join(' '),
    start: input.start === null ? null : toEpochMs(input.start, timeZone),
  };
}

export function scheduleView(s: StoredSchedule, timeZone: string): ScheduleView {
  if (s.kind === 'once') return { kind: 'once', at: formatTime(s.at, timeZone) };
  if (s.kind === 'every') return { ...s, start: formatTime(s.start, timeZone) };
  return { ...s, start: s.start === null ? null : formatTime(s.start, timeZone) };
}
