import type { WeatherForecast } from '@iot/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import type { FakeProvider } from '../../test/fake-provider.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from '../devices/test/api.js';
import { FAKE_WEATHER_KEY, startFakeQWeather } from './test/fake-qweather.js';

describe.each(DIALECTS)('weather through a fake QWeather on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeProvider;
  const api = apiOf(() => t);
  const { as } = api;
  const forecast = async (query: string, language?: string) =>
    (
      await t.call({
        method: 'GET',
        url: `/admin/api/weather/forecast?${query}`,
        token: await t.tokenFor('dealerAdmin'),
        headers: language ? { 'accept-language': language } : {},
      })
    ).body;
  const forecastCalls = () => fake.requests.filter((r) => r.path === '/v7/weather/7d').length;

  beforeAll(async () => {
    fake = await startFakeQWeather();
    t = await createTestApp(dialect, {
      IOT_WEATHER_URL: fake.url,
      IOT_WEATHER_KEY: FAKE_WEATHER_KEY,
      IOT_PROVIDER_TIMEOUT_MS: '400',
    });
  });
  afterEach(() => {
    fake.mode = 'ok';
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers today and the next days for a named place, in the asked number of days and language', async () => {
    const answer = await forecast('ad=杭州市&dn=3', 'zh-CN');
    expect(answer.code).toBe(200);
    const data = answer.data as WeatherForecast;
    expect(data.place).toMatchObject({ name: '杭州市' });
    expect(data.days.map((d) => d.tempMax)).toEqual([20, 21, 22]);
    expect(data.days[0]).toMatchObject({ date: '2026-11-22', text: '晴', icon: '100' });
    expect(data.now).toMatchObject({ temp: 18, text: '多云', humidity: 65 });
    const asked = fake.last('/v7/weather/7d');
    expect(asked.params.get('location')).toBe(`${data.place.lng.toFixed(2)},${data.place.lat.toFixed(2)}`);
    expect(asked.headers['x-qw-api-key']).toBe(FAKE_WEATHER_KEY);
    expect((await forecast('ad=杭州市', 'en-US')).data.days.map((d: { text: string }) => d.text)).toEqual([
      'Sunny',
      'Cloudy',
      'Light Rain',
      'Overcast',
    ]);
  });

  it('keeps an answer per place for ten minutes, one request for concurrent callers', async () => {
    const before = forecastCalls();
    await Promise.all([forecast('ad=30.57,104.07'), forecast('ad=30.571,104.068'), forecast('ad=30.57,104.07')]);
    expect(forecastCalls() - before).toBe(1);
    t.clock.advance(9 * 60_000);
    await forecast('ad=30.57,104.07');
    expect(forecastCalls() - before).toBe(1);
    t.clock.advance(2 * 60_000);
    await forecast('ad=30.57,104.07');
    expect(forecastCalls() - before).toBe(2);
  });

  it("defaults to the device's position, and to the first placed device", async () => {
    const device = (await api.device('dealerAdmin', { lat: 39.9, lng: 116.4 })).id;
    const byDevice = (await forecast(`did=${device}`)).data as WeatherForecast;
    expect(byDevice.place).toMatchObject({ lat: 39.9, lng: 116.4 });
    expect(byDevice.days).toHaveLength(4);
    expect((await forecast('')).data.place).toMatchObject({ lat: 39.9, lng: 116.4 });
    const foreign = (await api.device('otherAdmin', { lat: 1, lng: 1 })).id;
    expect((await forecast(`did=${foreign}`)).code).toBe(404);
  });

  it("finds places the region data does not know through the provider's search", async () => {
    expect((await forecast('ad=Berlin')).data.place).toEqual({ name: 'Berlin', lat: 52.52, lng: 13.4 });
    expect(await forecast('ad=Atlantis')).toMatchObject({ code: 400, msg: 'ad: no such place' });
  });

  it.each([
    ['slow', 'the weather service did not answer in time'],
    ['down', 'the weather service cannot be reached'],
    ['garbage', 'the weather service answered something unreadable'],
    ['error', 'the weather service refused the request: code 500'],
  ] as const)('answers a clear error when the provider is %s', async (mode, msg) => {
    fake.mode = mode;
    const place = { slow: '1', down: '2', garbage: '3', error: '4' }[mode];
    expect(await forecast(`ad=2${place}.5,10${place}.5`)).toMatchObject({ code: 500, msg });
  });

  it('checks the days and who asks', async () => {
    expect((await forecast('ad=杭州市&dn=5')).msg).toBe('dn: 1 to 4');
    expect((await as('viewer', 'GET', '/weather/forecast?ad=杭州市')).code).toBe(403);
    expect((await as(null, 'GET', '/weather/forecast?ad=杭州市')).code).toBe(10500);
  });
});

describe('weather without a provider key', () => {
  it('says the weather service is not configured', async () => {
    const t = await createTestApp('sqlite');
    const answer = await t.call({
      method: 'GET',
      url: '/admin/api/weather/forecast?ad=杭州市',
      token: await t.tokenFor('dealerAdmin'),
    });
    expect(answer.body).toMatchObject({ code: 500, msg: 'the weather service is not configured' });
    await t.close();
  });
});
