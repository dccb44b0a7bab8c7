import { z } from 'zod';
import { optionalId } from './device-fields.js';
import { bi } from './messages.js';
import { WEATHER_DAYS_DEFAULT, WEATHER_DAYS_MAX, WEATHER_DAYS_MIN } from './media-enums.js';

/** `GET /weather/forecast`: today and the next days for a place. */

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * The place, first that is given: `ad` (a place name, or "lat,lng"), `did` (the device's position or
 * region); without either, the first device of the caller's company that has a position.
 */
export const WeatherQuery = z.object({
  ad: z.preprocess(blankAsUndefined, z.string().trim().max(128).optional()),
  did: optionalId,
  dn: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number()
      .int()
      .min(WEATHER_DAYS_MIN, bi(`1 到 ${WEATHER_DAYS_MAX}`, `1 to ${WEATHER_DAYS_MAX}`))
      .max(WEATHER_DAYS_MAX, bi(`1 到 ${WEATHER_DAYS_MAX}`, `1 to ${WEATHER_DAYS_MAX}`))
      .default(WEATHER_DAYS_DEFAULT),
  ),
});
export type WeatherQuery = z.output<typeof WeatherQuery>;

export interface WeatherDay {
  /** yyyy-MM-dd, the place's date. */
  date: string;
  tempMax: number;
  tempMin: number;
  /** The provider's icon code (QWeather's: 100 sunny, 3xx rain, 4xx snow...). */
  icon: string;
  text: string;
  windDir: string;
  windScale: string;
  humidity: number | null;
}

export interface WeatherNow {
  temp: number;
  feelsLike: number | null;
  icon: string;
  text: string;
  windDir: string;
  windScale: string;
  humidity: number | null;
  /** When the provider observed it (its own text, ISO 8601). */
  obsTime: string;
}

export interface WeatherForecast {
  place: { name: string; lat: number; lng: number };
  now: WeatherNow;
  days: WeatherDay[];
  /** When the platform fetched it from the provider (epoch ms): answers are cached per place. */
  fetchedAt: number;
}
