import crypto from 'node:crypto';
import type { StreamProtocol } from '@iot/contract';
import { z } from 'zod';
import { fetchJson, ProviderError } from '../../outbound/fetch-json.js';

/** An account of the Yingshi (EZVIZ) open platform: the installation's or a company's own. */
export interface YingshiAccount {
  appKey: string;
  appSecret: string;
}

export interface PlayAddress {
  url: string;
  /** Epoch ms after which the provider no longer serves it. */
  expiresAt: number;
}

/** The open API answers `{code: "200", msg, data}`; other codes are its refusals. */
const Answer = z.object({ code: z.union([z.string(), z.number()]).transform(String), msg: z.string().optional() });
const TokenData = z.object({ accessToken: z.string().min(1), expireTime: z.number().positive() });
const AddressData = z.object({ url: z.string().regex(/^https?:\/\//) });

/** The provider's code for an expired or revoked token: fetch a new one and ask once more. */
const TOKEN_INVALID = '10002';
/** A token is refreshed this long before the provider's expiry. */
const TOKEN_MARGIN_MS = 5 * 60_000;
/** How long a live address is asked to work, and used for a little less. */
const ADDRESS_SECONDS = 2 * 3600;
const ADDRESS_MARGIN_MS = 5 * 60_000;
/** The open API's protocol numbers. */
const PROTOCOL: Record<StreamProtocol, string> = { hls: '2', flv: '4' };

interface Cached<T> {
  value: Promise<T>;
  /** Until when the settled value is good; Infinity while in flight. */
  until: number;
}

/**
 * Adapter of the open API (https://open.ys7.com by default): an access token from appKey + appSecret,
 * cached until shortly before it expires, one refresh shared by concurrent callers; live addresses per
 * device serial, channel and protocol, cached likewise. Failures are never cached.
 */
export function createYingshiClient({
  baseUrl,
  timeoutMs,
  now,
}: {
  baseUrl: string;
  timeoutMs: number;
  now: () => number;
}) {
  const tokens = new Map<string, Cached<string>>();
  const addresses = new Map<string, Cached<PlayAddress>>();

  async function post(path: string, form: Record<string, string>): Promise<unknown> {
    const { body } = await fetchJson(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
      },
      timeoutMs,
    );
    const answer = Answer.safeParse(body);
    if (!answer.success) throw new ProviderError('garbage', 'no code in the answer');
    if (answer.data.code !== '200')
      throw new ProviderError('refused', `${answer.data.code} ${answer.data.msg ?? ''}`.trim());
    return (body as { data?: unknown }).data;
  }

  /** A settled promise stays until `until`; a failed one is dropped so that the next caller tries again. */
  function cached<T>(map: Map<string, Cached<T>>, key: string, load: () => Promise<{ value: T; until: number }>) {
    const hit = map.get(key);
    if (hit && hit.until > now()) return hit.value;
    const entry: Cached<T> = { value: Promise.resolve() as Promise<T>, until: Infinity };
    entry.value = load().then(
      ({ value, until }) => {
        entry.until = until;
        return value;
      },
      (error: unknown) => {
        if (map.get(key) === entry) map.delete(key);
        throw error;
      },
    );
    map.set(key, entry);
    return entry.value;
  }

  // The secret is part of the key, so a changed secret never reuses the old account's token.
  const accountKey = ({ appKey, appSecret }: YingshiAccount) =>
    `${appKey}:${crypto.createHash('sha256').update(appSecret).digest('hex').slice(0, 16)}`;

  function token(account: YingshiAccount): Promise<string> {
    return cached(tokens, accountKey(account), async () => {
      const data = TokenData.safeParse(await post('/api/lapp/token/get', { ...account }));
      if (!data.success) throw new ProviderError('garbage', 'no accessToken in the answer');
      return { value: data.data.accessToken, until: data.data.expireTime - TOKEN_MARGIN_MS };
    });
  }

  async function requestAddress(
    account: YingshiAccount,
    form: Record<string, string>,
    retried = false,
  ): Promise<PlayAddress> {
    try {
      const data = AddressData.safeParse(
        await post('/api/lapp/v2/live/address/get', { ...form, accessToken: await token(account) }),
      );
      if (!data.success) throw new ProviderError('garbage', 'no url in the answer');
      return { url: data.data.url, expiresAt: now() + ADDRESS_SECONDS * 1000 };
    } catch (error) {
      if (retried || !(error instanceof ProviderError) || !error.message.startsWith(`refused: ${TOKEN_INVALID}`))
        throw error;
      tokens.delete(accountKey(account));
      return requestAddress(account, form, true);
    }
  }

  function liveAddress(
    account: YingshiAccount,
    camera: { deviceSerial: string; channelNo: number },
    protocol: StreamProtocol,
  ): Promise<PlayAddress> {
    const form = {
      deviceSerial: camera.deviceSerial,
      channelNo: String(camera.channelNo),
      protocol: PROTOCOL[protocol],
      expireTime: String(ADDRESS_SECONDS),
    };
    const key = `${accountKey(account)}|${camera.deviceSerial}|${camera.channelNo}|${protocol}`;
    return cached(addresses, key, async () => {
      const address = await requestAddress(account, form);
      return { value: address, until: address.expiresAt - ADDRESS_MARGIN_MS };
    });
  }

  return { token, liveAddress };
}
export type YingshiClient = ReturnType<typeof createYingshiClient>;
