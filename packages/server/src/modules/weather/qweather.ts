import type { MessageLanguage, WeatherDay, WeatherNow } from '@iot/contract';
import { z } from 'zod';
import { fetchJson, ProviderError } from '../../outbound/fetch-json.js';

/** QWeather answers numbers as text ("21"); empty text means no value. */
const num = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = Number(v);
  if (v === '' || !Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'not a number' });
    return z.NEVER;
  }
  return n;
});
const optionalNum = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v)));
const word = z.string().default('');

const Code = z.object({ code: z.union([z.string(), z.number()]).transform(String) });
const Now = z.object({
  now: z.object({
    obsTime: word,
    temp: num,
    feelsLike: optionalNum,
    icon: word,
    text: word,
    windDir: word,
    windScale: word,
    humidity: optionalNum,
  }),
});
const Daily = z.object({
  daily: z
    .array(
      z.object({
        fxDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        tempMax: num,
        tempMin: num,
        iconDay: word,
        textDay: word,
        windDirDay: word,
        windScaleDay: word,
        humidity: optionalNum,
      }),
    )
    .min(1),
});
const Lookup = z.object({
  location: z.array(z.object({ name: z.string(), lat: num, lon: num })).default([]),
});

export interface ProviderForecast {
  now: WeatherNow;
  /** Today first, up to seven days. */
  days: WeatherDay[];
}

/**
 * Adapter of QWeather (和风天气), which serves China and the rest of the world: `/v7/weather/now` and
 * `/v7/weather/7d` for a position, `/geo/v2/city/lookup` for a place name, on the account's API host,
 * with the key in the `X-QW-Api-Key` header.
 */
export function createQWeatherClient({ url, key, timeoutMs }: { url: string; key: string; timeoutMs: number }) {
  async function get<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    shape: S,
  ): Promise<z.output<S>> {
    const { status, body } = await fetchJson(
      `${url}${path}?${new URLSearchParams(params).toString()}`,
      { headers: { 'X-QW-Api-Key': key, accept: 'application/json' } },
      timeoutMs,
    );
    const code = Code.safeParse(body);
    // Newer hosts answer errors with an HTTP status and a problem body instead of a code.
    if (status >= 400 || !code.success)
      throw new ProviderError(status >= 400 ? 'refused' : 'garbage', `HTTP ${status}`);
    if (code.data.code !== '200') throw new ProviderError('refused', `code ${code.data.code}`);
    const parsed = shape.safeParse(body);
    if (!parsed.success) throw new ProviderError('garbage', `unexpected answer to ${path}`);
    return parsed.data;
  }

  async function forecast(lat: number, lng: number, language: MessageLanguage): Promise<ProviderForecast> {
    // Longitude first, at most two decimals.
    const params = { location: `${lng.toFixed(2)},${lat.toFixed(2)}`, lang: language };
    const [now, daily] = await Promise.all([get('/v7/weather/now', params, Now), get('/v7/weather/7d', params, Daily)]);
    return {
      now: now.now,
      days: daily.daily.map((d) => ({
        date: d.fxDate,
        tempMax: d.tempMax,
        tempMin: d.tempMin,
        icon: d.iconDay,
        text: d.textDay,
        windDir: d.windDirDay,
        windScale: d.windScaleDay,
        humidity: d.humidity,
      })),
    };
  }

  /** The best match of a place name anywhere in the world; undefined when the provider knows none (its code 404). */
  async function lookup(name: string, language: MessageLanguage) {
    try {
      const { location } = await get('/geo/v2/city/lookup', { location: name, lang: language, number: '1' }, Lookup);
      const first = location[0];
      return first && { name: first.name, lat: first.lat, lng: first.lon };
    } catch (error) {
      if (error instanceof ProviderError && error.message === 'refused: code 404') return undefined;
      throw error;
    }
  }

  return { forecast, lookup };
}
export type QWeatherClient = ReturnType<typeof createQWeatherClient>;
