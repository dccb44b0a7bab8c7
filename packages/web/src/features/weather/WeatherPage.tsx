import type { WeatherForecast } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { request } from '../../api/client';
import { WEATHER_NS } from './i18n';
import { WeatherIcon } from './weather-icons';
import { parseWeatherParams } from './weather-params';
import './weather.css';

/** The forecast is kept by the server for ten minutes; the page asks again as often. */
const REFRESH_MS = 10 * 60_000;
/** Standalone (not in a frame) the page needs a ground of its own for its light text. */
const STANDALONE_BACKGROUND = '#0d1b2e';

/**
 * `/weather?fc&dn&it&ad`: today and the next days for a place, filling its frame with a transparent
 * ground so a screen's background shows through; without a provider or network it says so.
 */
export function WeatherPage() {
  const { t, i18n } = useTranslation(WEATHER_NS);
  const [search] = useSearchParams();
  const params = useMemo(() => parseWeatherParams(search), [search]);
  const forecast = useQuery({
    queryKey: ['weather', params.address, params.deviceId, params.days, i18n.language],
    queryFn: () =>
      request<WeatherForecast>('GET', '/weather/forecast', {
        query: { ad: params.address || undefined, did: params.deviceId ?? undefined, dn: params.days },
        silent: true,
      }),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const framed = window.self !== window.top;
  const style = {
    color: params.fontColor,
    background: params.background ?? (framed ? 'transparent' : STANDALONE_BACKGROUND),
  } as CSSProperties;
  const weekdays = t('weekdays', { returnObjects: true }) as string[];

  if (!forecast.data) {
    return (
      <div className="weather weather-state" style={style} data-testid="weather-state">
        {forecast.isPending ? (
          t('loading')
        ) : (
          <>
            <strong>{t('unavailable')}</strong>
            <span className="weather-reason">{forecast.error?.message}</span>
          </>
        )}
      </div>
    );
  }
  const { place, now, days } = forecast.data;
  return (
    <div className={framed ? 'weather' : 'weather weather-standalone'} style={style} data-testid="weather">
      <div className="weather-now">
        <WeatherIcon icon={now.icon} size={56} mono={params.mono} />
        <div>
          <div className="weather-temp" data-testid="weather-now">
            {now.temp}°<span className="weather-text">{now.text}</span>
          </div>
          <div className="weather-place">{place.name}</div>
          <div className="weather-detail">
            {now.feelsLike !== null ? t('feelsLike', { value: now.feelsLike }) : null}
            {now.humidity !== null ? ` · ${t('humidity', { value: now.humidity })}` : null}
            {now.windDir ? ` · ${t('wind', { dir: now.windDir, scale: now.windScale })}` : null}
          </div>
        </div>
      </div>
      <div className="weather-days">
        {days.map((day, i) => (
          <div className="weather-day" key={day.date} data-testid="weather-day">
            <div>{i === 0 ? t('today') : weekdays[new Date(`${day.date}T00:00:00`).getDay()]}</div>
            <WeatherIcon icon={day.icon} size={32} mono={params.mono} />
            <div className="weather-day-text">{day.text}</div>
            <div data-testid="weather-range">
              {day.tempMin}° / {day.tempMax}°
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
