/**
 * The cron subset schedules accept: five fields `minute hour day-of-month month day-of-week`, each
 * `*`, a number, a range `a-b`, a step `*\/n`, `a-b/n` or `a/n`, or a comma list of those; weekdays
 * 0-7 (0 and 7 are Sunday). When both day fields are restricted a day matching either counts
 * (classic cron). No names, no `L`, `W`, `#` or seconds.
 */
export interface Cron {
  minutes: readonly boolean[];
  hours: readonly boolean[];
  days: readonly boolean[];
  months: readonly boolean[];
  weekdays: readonly boolean[];
  anyDay: boolean;
  anyWeekday: boolean;
}

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'weekday', min: 0, max: 7 },
] as const;

export type CronResult = { ok: true; cron: Cron } | { ok: false; field: string; error: { zh: string; en: string } };

const NUMBER = /^\d{1,2}$/;

function parseField(text: string, min: number, max: number): boolean[] | null {
  const set = new Array<boolean>(max + 1).fill(false);
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    if (stepText !== undefined && !NUMBER.test(stepText)) return null;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1) return null;
    let from: number;
    let to: number;
    if (range === '*') {
      [from, to] = [min, max];
    } else {
      const [a = '', b] = range.split('-');
      if (!NUMBER.test(a) || (b !== undefined && !NUMBER.test(b))) return null;
      from = Number(a);
      to = b === undefined ? (stepText === undefined ? from : max) : Number(b);
    }
    if (from < min || to > max || from > to) return null;
    for (let v = from; v <= to; v += step) set[v] = true;
  }
  return set;
}

export function parseCron(text: string): CronResult {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5) {
    return {
      ok: false,
      field: 'cron',
      error: { zh: '需要 5 个字段：分 时 日 月 周', en: 'five fields: minute hour day month weekday' },
    };
  }
  const sets: boolean[][] = [];
  for (const [i, field] of FIELDS.entries()) {
    const set = parseField(parts[i]!, field.min, field.max);
    if (!set) {
      return {
        ok: false,
        field: 'cron',
        error: {
          zh: `第 ${i + 1} 个字段（${field.name}）无效：取值 ${field.min}-${field.max}，可用 * , - /`,
          en: `field ${i + 1} (${field.name}) is not valid: values ${field.min}-${field.max} with * , - /`,
        },
      };
    }
    sets.push(set);
  }
  const weekdays = sets[4]!;
  weekdays[0] = weekdays[0]! || weekdays[7]!;
  return {
    ok: true,
    cron: {
      minutes: sets[0]!,
      hours: sets[1]!,
      days: sets[2]!,
      months: sets[3]!,
      weekdays: weekdays.slice(0, 7),
      anyDay: parts[2] === '*',
      anyWeekday: parts[4] === '*',
    },
  };
}

/** Whether a calendar day matches the day fields (month 1-12, weekday 0 Sunday). */
export function cronDayMatches(cron: Cron, month: number, day: number, weekday: number): boolean {
  if (!cron.months[month]) return false;
  const dayOk = cron.days[day] === true;
  const weekdayOk = cron.weekdays[weekday] === true;
  if (cron.anyDay && cron.anyWeekday) return true;
  if (cron.anyDay) return weekdayOk;
  if (cron.anyWeekday) return dayOk;
  return dayOk || weekdayOk;
}
