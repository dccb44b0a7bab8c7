import { startFakeProvider } from '../../../test/fake-provider.js';

export const FAKE_APP_KEY = 'fake-app-key';
export const FAKE_APP_SECRET = 'fake-app-secret';
const DAY_MS = 86_400_000;

/**
 * The Yingshi open API: tokens for the fake account (a new one on each request, valid a week from
 * `now()`), live addresses for a valid token. `revoke()` makes the issued tokens answer 10002.
 */
export async function startFakeYingshi(now: () => number) {
  let issued = 0;
  const valid = new Set<string>();
  const fake = await startFakeProvider(
    {
      '/api/lapp/token/get': ({ params }) => {
        if (params.get('appKey') !== FAKE_APP_KEY || params.get('appSecret') !== FAKE_APP_SECRET) {
          return { code: '10017', msg: 'appKey不存在' };
        }
        const accessToken = `at.fake-${++issued}`;
        valid.add(accessToken);
        return { code: '200', msg: 'Operation succeeded', data: { accessToken, expireTime: now() + 7 * DAY_MS } };
      },
      '/api/lapp/v2/live/address/get': ({ params }) => {
        if (!valid.has(params.get('accessToken') ?? '')) return { code: '10002', msg: 'accessToken过期或异常' };
        const serial = params.get('deviceSerial');
        const ext = params.get('protocol') === '4' ? 'flv' : 'm3u8';
        return {
          code: '200',
          msg: 'Operation succeeded',
          data: {
            id: `${serial}`,
            url: `https://open.ys7.com/v3/openlive/${serial}_${params.get('channelNo')}_1.${ext}`,
          },
        };
      },
    },
    { code: '49999', msg: '数据异常' },
  );
  return {
    fake,
    tokenRequests: () => fake.requests.filter((r) => r.path === '/api/lapp/token/get').length,
    revoke: () => valid.clear(),
  };
}

/** A ZLMediaKit-style media server's API: pulls any source while the secret matches. */
export async function startFakeMediaServer(secret: string) {
  return startFakeProvider(
    {
      '/index/api/addStreamProxy': ({ params }) =>
        params.get('secret') === secret
          ? { code: 0, data: { key: `__defaultVhost__/live/${params.get('stream')}` } }
          : { code: -100, msg: 'secret错误' },
      '/index/api/delStreamProxy': () => ({ code: 0, data: { flag: true } }),
    },
    { code: -400, msg: 'stream not found' },
  );
}
