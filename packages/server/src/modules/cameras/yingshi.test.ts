import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../outbound/fetch-json.js';
import { FAKE_APP_KEY, FAKE_APP_SECRET, startFakeYingshi } from './test/fakes.js';
import { createYingshiClient } from './yingshi.js';

const account = { appKey: FAKE_APP_KEY, appSecret: FAKE_APP_SECRET };
const camera = { deviceSerial: 'D12345678', channelNo: 1 };
const DAY_MS = 86_400_000;

describe('Yingshi adapter against a fake of its open API', () => {
  let time = Date.UTC(2026, 10, 22, 2);
  const now = () => time;
  let yingshi: Awaited<ReturnType<typeof startFakeYingshi>>;
  const client = () => createYingshiClient({ baseUrl: yingshi.fake.url, timeoutMs: 2_000, now });

  beforeAll(async () => {
    yingshi = await startFakeYingshi(now);
  });
  afterEach(() => {
    yingshi.fake.mode = 'ok';
  });
  afterAll(() => yingshi.fake.close());

  it('keeps a token until shortly before it expires, then fetches a new one', async () => {
    const c = client();
    const before = yingshi.tokenRequests();
    const first = await c.token(account);
    expect(await c.token(account)).toBe(first);
    time += 7 * DAY_MS - 10 * 60_000;
    expect(await c.token(account)).toBe(first);
    time += 6 * 60_000;
    expect(await c.token(account)).not.toBe(first);
    expect(yingshi.tokenRequests() - before).toBe(2);
  });

  it('shares one refresh among concurrent callers', async () => {
    const c = client();
    const before = yingshi.tokenRequests();
    const tokens = await Promise.all(Array.from({ length: 8 }, () => c.token(account)));
    expect(new Set(tokens).size).toBe(1);
    expect(yingshi.tokenRequests() - before).toBe(1);
  });

  it('asks live addresses with the token and the protocol, and keeps them', async () => {
    const c = client();
    const hls = await c.liveAddress(account, camera, 'hls');
    expect(hls.url).toBe('https://open.ys7.com/v3/openlive/D12345678_1_1.m3u8');
    const flv = await c.liveAddress(account, camera, 'flv');
    expect(flv.url).toMatch(/\.flv$/);
    const asked = yingshi.fake.requests.length;
    await c.liveAddress(account, camera, 'hls');
    expect(yingshi.fake.requests.length).toBe(asked);
    const request = yingshi.fake.last('/api/lapp/v2/live/address/get');
    expect(request.params.get('protocol')).toBe('4');
    expect(request.params.get('accessToken')).toMatch(/^at\.fake-/);
  });

  it('fetches a new token once when the provider says the old one is no longer valid', async () => {
    const c = client();
    await c.token(account);
    yingshi.revoke();
    const before = yingshi.tokenRequests();
    const address = await c.liveAddress(account, { deviceSerial: 'D99', channelNo: 2 }, 'hls');
    expect(address.url).toContain('D99_2');
    expect(yingshi.tokenRequests() - before).toBe(1);
  });

  it.each([
    ['slow', 'timeout'],
    ['down', 'unreachable'],
    ['garbage', 'garbage'],
    ['error', 'refused'],
  ] as const)('fails clearly when the provider is %s, and does not keep the failure', async (mode, failure) => {
    const c = client();
    yingshi.fake.mode = mode;
    const error = await c.token(account).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).failure).toBe(failure);
    yingshi.fake.mode = 'ok';
    expect(await c.token(account)).toMatch(/^at\.fake-/);
  });

  it('reports the provider refusing a wrong secret', async () => {
    const error = await client()
      .token({ appKey: FAKE_APP_KEY, appSecret: 'wrong' })
      .catch((e: unknown) => e);
    expect((error as ProviderError).message).toBe('refused: 10017 appKey不存在');
  });
});
