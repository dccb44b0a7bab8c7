import { WEATHER_DAYS_DEFAULT, WEATHER_DAYS_MAX, WEATHER_DAYS_MIN, WeatherIconType } from '@iot/contract';

/** What `/weather` reads from its address (visual-side 2.3, 3.3). */
export interface WeatherParams {
  fontColor: string;
  /** Days shown, 1 to 4 (default 4). */
  days: number;
  mono: boolean;
  /** Place name or "lat,lng"; '' for the device's or the company's. */
  address: string;
  deviceId: number | null;
  background: string | null;
}

const COLOR = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$|^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\)$|^[a-z]{3,20}$/i;
const colorOf = (raw: string | null) => {
  const value = raw?.trim() ?? '';
  if (!COLOR.test(value)) return null;
  return /^[0-9a-f]+$/i.test(value) ? `#${value}` : value;
};

/**
 * `fc` font colour, `dn` days, `it` icon type (1 coloured, 2 in the font colour), `ad` the place,
 * `did` the device whose place it defaults to, `bc` a background (none inside a frame: the screen shows through).
 */
export function parseWeatherParams(search: URLSearchParams): WeatherParams {
  const days = Number(search.get('dn'));
  const deviceId = Number(search.get('did'));
  return {
    fontColor: colorOf(search.get('fc')) ?? '#e8f1ff',
    days: Number.isInteger(days) && days >= WEATHER_DAYS_MIN && days <= WEATHER_DAYS_MAX ? days : WEATHER_DAYS_DEFAULT,
    mono: Number(search.get('it')) === WeatherIconType.mono,
    address: search.get('ad')?.trim() ?? '',
    deviceId: Number.isInteger(deviceId) && deviceId > 0 ? deviceId : null,
    background: colorOf(search.get('bc')),
  };
}
