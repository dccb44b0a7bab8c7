import { startFakeProvider, type FakeRequest } from '../../../test/fake-provider.js';

export const FAKE_WEATHER_KEY = 'fake-weather-key';
const TEXTS = {
  zh: ['晴', '多云', '小雨', '阴', '中雪', '雷阵雨', '雾'],
  en: ['Sunny', 'Cloudy', 'Light Rain', 'Overcast', 'Moderate Snow', 'Thundershower', 'Fog'],
};
const ICONS = ['100', '101', '305', '104', '401', '302', '501'];

const lang = (r: FakeRequest) => (r.params.get('lang') === 'en' ? 'en' : 'zh');
const authorised = (r: FakeRequest) => r.headers['x-qw-api-key'] === FAKE_WEATHER_KEY;
const UNAUTHORISED = { code: '401' };

/**
 * QWeather's API: a week of days from `firstDay` (yyyy-MM-dd) whose highs climb from 20 °C by one a day
 * (so a test can tell the days apart), the current weather, and a place search that knows Berlin.
 */
export function startFakeQWeather(firstDay = '2026-11-22') {
  const day = (i: number) => new Date(Date.parse(`${firstDay}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
  return startFakeProvider(
    {
      '/v7/weather/now': (r) =>
        authorised(r)
          ? {
              code: '200',
              updateTime: `${firstDay}T10:00+08:00`,
              now: {
                obsTime: `${firstDay}T09:50+08:00`,
                temp: '18',
                feelsLike: '16',
                icon: '101',
                text: TEXTS[lang(r)][1],
                windDir: lang(r) === 'en' ? 'NE' : '东北风',
                windScale: '3',
                humidity: '65',
              },
            }
          : UNAUTHORISED,
      '/v7/weather/7d': (r) =>
        authorised(r)
          ? {
              code: '200',
              daily: ICONS.map((icon, i) => ({
                fxDate: day(i),
                tempMax: String(20 + i),
                tempMin: String(10 + i),
                iconDay: icon,
                textDay: TEXTS[lang(r)][i],
                windDirDay: lang(r) === 'en' ? 'N' : '北风',
                windScaleDay: '1-3',
                humidity: '60',
              })),
            }
          : UNAUTHORISED,
      '/geo/v2/city/lookup': (r) =>
        !authorised(r)
          ? UNAUTHORISED
          : r.params.get('location')?.toLowerCase() === 'berlin'
            ? { code: '200', location: [{ name: 'Berlin', lat: '52.52', lon: '13.40' }] }
            : { code: '404' },
    },
    { code: '500' },
  );
}
