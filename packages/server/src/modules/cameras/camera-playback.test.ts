import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import type { FakeProvider } from '../../test/fake-provider.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from '../devices/test/api.js';
import { FAKE_APP_KEY, FAKE_APP_SECRET, startFakeMediaServer, startFakeYingshi } from './test/fakes.js';

const MEDIA_SECRET = 'media-secret-0123';
const RTSP = 'rtsp://admin:Cam%23pass9@10.0.0.9:554/h264/ch1';

describe.each(DIALECTS)('camera playback through the provider fakes on %s', (dialect) => {
  let t: TestApp;
  const api = apiOf(() => t);
  const { as } = api;
  let yingshi: Awaited<ReturnType<typeof startFakeYingshi>>;
  let media: FakeProvider;
  let cloud: number;
  let relayed: number;
  const live = (id: number, query = '') => as('dealerAdmin', 'GET', `/camera/getLiveAddress/${id}${query}`);

  beforeAll(async () => {
    yingshi = await startFakeYingshi(() => t.clock.now());
    media = await startFakeMediaServer(MEDIA_SECRET);
    t = await createTestApp(dialect, {
      IOT_YS_URL: yingshi.fake.url,
      IOT_YS_APP_KEY: FAKE_APP_KEY,
      IOT_YS_APP_SECRET: FAKE_APP_SECRET,
      IOT_MEDIA_URL: 'http://127.0.0.1',
      IOT_MEDIA_API_PORT: new URL(media.url).port,
      IOT_MEDIA_SECRET: MEDIA_SECRET,
      IOT_PROVIDER_TIMEOUT_MS: '400',
    });
    cloud = (
      await as('dealerAdmin', 'POST', '/camera', { channelName: 'Gate', type: 0, deviceSerial: 'D1', channelNo: 3 })
    ).data.id;
    relayed = (await as('dealerAdmin', 'POST', '/camera', { channelName: 'Yard', type: 1, rtspUrl: RTSP })).data.id;
  });
  afterEach(() => {
    yingshi.fake.mode = 'ok';
    media.mode = 'ok';
  });
  afterAll(async () => {
    await t.close();
    await yingshi.fake.close();
    await media.close();
  });

  it("answers a cloud camera's playable address with its serial and channel (data[0])", async () => {
    const answer = await live(cloud);
    expect(answer.code).toBe(200);
    expect(answer.data[0]).toMatchObject({
      id: cloud,
      deviceSerial: 'D1',
      channelNo: 3,
      protocol: 'hls',
      url: 'https://open.ys7.com/v3/openlive/D1_3_1.m3u8',
      expireTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await live(cloud, '?protocol=flv')).data[0]).toMatchObject({
      protocol: 'flv',
      url: expect.stringMatching(/\.flv$/),
    });
  });

  it('gives the token of the installation account, one for many callers', async () => {
    const before = yingshi.tokenRequests();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as('dealerAdmin', 'GET', '/camera/getYingshiAcssessToken')),
    );
    expect(new Set(answers.map((a) => a.data as string)).size).toBe(1);
    expect(answers[0]!.data).toMatch(/^at\.fake-/);
    expect(yingshi.tokenRequests() - before).toBeLessThanOrEqual(1);
  });

  it.each([
    ['slow', 'the camera cloud (Yingshi) did not answer in time'],
    ['down', 'the camera cloud (Yingshi) cannot be reached'],
    ['garbage', 'the camera cloud (Yingshi) answered something unreadable'],
    ['error', 'the camera cloud (Yingshi) refused the request: 49999 数据异常'],
  ] as const)('answers a clear error when the camera cloud is %s', async (mode, msg) => {
    // A kept address answers without asking the provider: move the camera to a channel not asked yet.
    const channelNo = 10 + ['slow', 'down', 'garbage', 'error'].indexOf(mode);
    expect((await as('dealerAdmin', 'PUT', '/camera', { id: cloud, channelNo })).code).toBe(200);
    yingshi.fake.mode = mode;
    expect(await live(cloud)).toMatchObject({ code: 500, msg });
    yingshi.fake.mode = 'ok';
    expect((await live(cloud)).data[0].url).toContain(`D1_${channelNo}`);
  });

  it("uses a company's own account instead of the installation's, and never shows its secret", async () => {
    const saved = await as('dealerAdmin', 'PUT', '/camera/providerAccount', {
      appKey: 'own-key',
      appSecret: 'own-secret',
    });
    expect(saved.code).toBe(200);
    const account = await as('dealerAdmin', 'GET', '/camera/providerAccount');
    expect(account.data).toEqual({
      companyId: t.fixture.companies.dealer,
      appKey: 'own-key',
      secretSet: true,
      installationAccount: true,
      mediaServer: `http://127.0.0.1:${new URL(media.url).port}`,
    });
    expect(JSON.stringify(account)).not.toContain('own-secret');
    const stored = await t.testDb.db.kysely.selectFrom('cameraAccounts').selectAll().executeTakeFirstOrThrow();
    expect(stored.appSecretEnc).not.toContain('own-secret');
    // The fake knows only the installation's account: the company's is refused.
    expect((await as('dealerAdmin', 'GET', '/camera/getYingshiAcssessToken')).msg).toBe(
      'the camera cloud (Yingshi) refused the request: 10017 appKey不存在',
    );
    await as('dealerAdmin', 'PUT', '/camera/providerAccount', { appKey: '' });
    expect((await as('dealerAdmin', 'GET', '/camera/getYingshiAcssessToken')).code).toBe(200);
    expect(
      (await as('otherAdmin', 'GET', `/camera/providerAccount?companyId=${t.fixture.companies.dealer}`)).code,
    ).toBe(404);
  });

  it('asks the media server to relay an RTSP source and answers its HLS and HTTP-FLV addresses', async () => {
    const play = `http://127.0.0.1:${new URL(media.url).port}`;
    expect((await live(relayed)).data[0]).toMatchObject({
      url: `${play}/live/camera${relayed}/hls.m3u8`,
      protocol: 'hls',
    });
    expect((await live(relayed, '?protocol=flv')).data[0].url).toBe(`${play}/live/camera${relayed}.live.flv`);
    const asked = media.last('/index/api/addStreamProxy');
    expect(asked.params.get('url')).toBe(RTSP);
    expect(asked.params.get('secret')).toBe(MEDIA_SECRET);
    expect(asked.params.get('stream')).toBe(`camera${relayed}`);
  });

  it('keeps the RTSP credentials out of every answer and encrypted at rest', async () => {
    const record = await as('dealerAdmin', 'GET', `/camera/${relayed}`);
    expect(record.data.rtspSource).toBe('rtsp://10.0.0.9:554/h264/ch1');
    const list = await as('dealerAdmin', 'GET', '/camera/getCameraList');
    expect(JSON.stringify([record, list])).not.toContain('Cam%23pass9');
    const row = await t.testDb.db.kysely
      .selectFrom('cameras')
      .selectAll()
      .where('id', '=', relayed)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('Cam%23pass9');
  });

  it('keeps the stored source when an update leaves rtspUrl out, and drops the relay when it changes', async () => {
    expect((await as('dealerAdmin', 'PUT', '/camera', { id: relayed, channelName: 'Yard 2' })).code).toBe(200);
    expect((await live(relayed)).code).toBe(200);
    expect(media.last('/index/api/addStreamProxy').params.get('url')).toBe(RTSP);
    await as('dealerAdmin', 'PUT', '/camera', { id: relayed, rtspUrl: 'rtsp://10.0.0.10/1' });
    await expect.poll(() => media.requests.some((r) => r.path === '/index/api/delStreamProxy')).toBe(true);
  });

  it('answers a clear error when the media server is down or refuses', async () => {
    media.mode = 'down';
    expect((await live(relayed)).msg).toBe('the media server cannot be reached');
    media.mode = 'error';
    expect((await live(relayed)).msg).toBe('the media server refused the request: -400 stream not found');
  });
});
