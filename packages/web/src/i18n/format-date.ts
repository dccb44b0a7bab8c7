import i18n from 'i18next';

const ZH_WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TOKENS = /YYYY|YY|MM|DD|HH|hh|mm|ss|WW|ww/g;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The one date formatter of the console. Tokens: YYYY, YY, MM, DD, HH (24 h), hh (12 h), mm, ss,
 * WW (weekday name: Chinese, or English in the English console), ww (weekday number, 0 Sunday).
 */
export function formatDate(value: Date | string | number | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const weekdays = i18n.language === 'en-US' ? EN_WEEKDAYS : ZH_WEEKDAYS;
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    YY: String(date.getFullYear()).slice(-2),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    hh: pad(date.getHours() % 12 || 12),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
    WW: weekdays[date.getDay()] ?? '',
    ww: String(date.getDay()),
  };
  return pattern.replace(TOKENS, (token) => parts[token] ?? token);
}
