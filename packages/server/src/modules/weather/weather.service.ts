import type { Bilingual, MessageLanguage, WeatherForecast, WeatherQuery } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { notConfigured, providerAppError } from '../../outbound/provider-errors.js';
import type { AuthContext } from '../access/access.service.js';
import { createQWeatherClient, type ProviderForecast } from './qweather.js';
import { createPlaceResolver, type Place, type PlaceDeps } from './weather-places.js';

const WEATHER: Bilingual = { zh: '天气服务', en: 'the weather service' };
/** Place names looked up at the provider are kept (they do not move); at most this many. */
const LOOKUPS_KEPT = 1000;

interface Entry {
  forecast: Promise<ProviderForecast>;
  /** Epoch ms it was fetched at; Infinity while in flight. */
  fetchedAt: number;
}

/**
 * Today and the next days for a place, through the provider adapter. Answers are kept per place
 * (position to two decimals, about a kilometre) and language for IOT_WEATHER_CACHE_MINUTES (10 at
 * least), in this process's memory; concurrent callers of one place share one request; failures are
 * not kept.
 */
export function createWeatherService(ctx: Ctx, deps: Omit<PlaceDeps, 'lookup'>) {
  const { url, key, cacheMs } = ctx.config.weather;
  const client = key ? createQWeatherClient({ url, key, timeoutMs: ctx.config.providerTimeoutMs }) : null;
  const forecasts = new Map<string, Entry>();
  const lookups = new Map<string, Place | undefined>();

  async function lookup(name: string, language: MessageLanguage): Promise<Place | undefined> {
    if (lookups.has(name)) return lookups.get(name);
    const found = await provider().lookup(name, language);
    if (lookups.size >= LOOKUPS_KEPT) lookups.clear();
    lookups.set(name, found);
    return found;
  }

  function provider() {
    if (!client) throw notConfigured(WEATHER);
    return client;
  }

  function fetchForecast(place: Place, language: MessageLanguage): Entry {
    const cacheKey = `${place.lat.toFixed(2)},${place.lng.toFixed(2)}|${language}`;
    const hit = forecasts.get(cacheKey);
    if (hit && ctx.now() - hit.fetchedAt < cacheMs) return hit;
    const entry: Entry = { forecast: provider().forecast(place.lat, place.lng, language), fetchedAt: Infinity };
    forecasts.set(cacheKey, entry);
    entry.forecast.then(
      () => void (entry.fetchedAt = ctx.now()),
      () => void (forecasts.get(cacheKey) === entry && forecasts.delete(cacheKey)),
    );
    // Fetched ones older than the cache time are dropped as new places come.
    for (const [k, e] of forecasts) if (ctx.now() - e.fetchedAt >= cacheMs) forecasts.delete(k);
    return entry;
  }

  async function forecast(auth: AuthContext, query: WeatherQuery, language: MessageLanguage): Promise<WeatherForecast> {
    try {
      provider();
      const resolve = createPlaceResolver({ ...deps, lookup: (name) => lookup(name, language) });
      const place = await resolve(auth, query);
      const entry = fetchForecast(place, language);
      const { now, days } = await entry.forecast;
      return {
        place,
        now,
        days: days.slice(0, query.dn),
        fetchedAt: entry.fetchedAt === Infinity ? ctx.now() : entry.fetchedAt,
      };
    } catch (error) {
      throw providerAppError(error, WEATHER);
    }
  }

  return { forecast };
}
export type WeatherService = ReturnType<typeof createWeatherService>;
