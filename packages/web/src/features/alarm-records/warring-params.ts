import { AlarmVarType } from '@iot/contract';

/** What `/warring` reads from its address (visual-side 2.3, 3.3). */
export interface WarringParams {
  headerColor: string;
  backgroundColor: string;
  borderColor: string;
  borderWidth: number;
  /** The filter of `POST /alarmRecord`: device ids, or custom data ids with `wartype=2`. */
  param: Record<string, unknown>;
}

/** Defaults for a dark screen, the usual host of the embedded table. */
export const WARRING_DEFAULTS = {
  headerColor: '#16355c',
  backgroundColor: '#0d1b2e',
  borderColor: '#2a5585',
  borderWidth: 1,
} as const;

const MAX_BORDER = 20;
const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** A colour from the address: hex (with or without #), rgb()/hsl(), or a colour name; anything else is ignored. */
export function parseColor(raw: string | null, fallback: string): string {
  const value = raw?.trim() ?? '';
  if (HEX.test(value)) return value.startsWith('#') ? value : `#${value}`;
  return FUNCTIONAL.test(value) || NAMED.test(value) ? value : fallback;
}

/** `did=1,2&did=3`: every positive integer, once. */
export function parseIds(values: string[]): number[] {
  const ids = values.flatMap((value) => value.split(',')).map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

export function parseWarringParams(search: URLSearchParams): WarringParams {
  const width = Number(search.get('bw'));
  const ids = parseIds(search.getAll('did'));
  const customData = search.get('wartype') === '2';
  const scope = ids.length > 0 ? { [customData ? 'customDataIds' : 'deviceIds']: ids } : {};
  return {
    headerColor: parseColor(search.get('hc'), WARRING_DEFAULTS.headerColor),
    backgroundColor: parseColor(search.get('bc'), WARRING_DEFAULTS.backgroundColor),
    borderColor: parseColor(search.get('bbc'), WARRING_DEFAULTS.borderColor),
    borderWidth:
      search.has('bw') && Number.isFinite(width) && width >= 0
        ? Math.min(width, MAX_BORDER)
        : WARRING_DEFAULTS.borderWidth,
    param: { varType: customData ? AlarmVarType.customData : AlarmVarType.variable, ...scope },
  };
}

/** Dark or light text for a background, so any colours a screen chooses stay readable. */
export function textColorOn(background: string): string {
  const hex = HEX.exec(background)?.[1];
  if (!hex) return '#e8f1ff';
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.55 ? '#1f2329' : '#e8f1ff';
}
