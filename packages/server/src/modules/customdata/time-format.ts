import { formatTime } from '../../http/format-time.js';

const WEEKDAYS_ZH = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];
const TOKENS = /YYYY|YY|MM|DD|HH|hh|mm|ss|WW|ww/g;

/** A time item's text: the spec's tokens replaced, anything else kept as written. */
export function formatClock(ms: number, format: string, timeZone: string): string {
  const [date = '', time = ''] = formatTime(ms, timeZone).split(' ');
  const [Y = '', M = '', D = ''] = date.split('-');
  const [H = '', m = '', s = ''] = time.split(':');
  const hour12 = ((Number(H) + 11) % 12) + 1;
  const weekday = (new Date(Date.UTC(Number(Y), Number(M) - 1, Number(D))).getUTCDay() + 6) % 7;
  const parts: Record<string, string> = {
    YYYY: Y,
    YY: Y.slice(-2),
    MM: M,
    DD: D,
    HH: H,
    hh: String(hour12).padStart(2, '0'),
    mm: m,
    ss: s,
    WW: WEEKDAYS_ZH[weekday]!,
    ww: String(weekday + 1),
  };
  return format.replace(TOKENS, (token) => parts[token]!);
}
