import type { StreamProtocol } from '@iot/contract';
import { z } from 'zod';
import { fetchJson, ProviderError } from '../../outbound/fetch-json.js';

export interface MediaServerConfig {
  /** `http://host:9999`: the HTTP API (ZLMediaKit's `/index/api/...`). */
  apiUrl: string;
  /** Where browsers fetch its streams (the same HTTP port unless set apart). */
  playUrl: string;
  secret: string;
}

const Answer = z.object({ code: z.number(), msg: z.string().optional() });
const VHOST = '__defaultVhost__';
const APP = 'live';

/** The media server's stream of a camera: one per camera, named by its id. */
export const streamOf = (cameraId: number) => `camera${cameraId}`;

/**
 * Adapter of a ZLMediaKit-style media server: relaying an RTSP source is asking it to pull the source
 * (`addStreamProxy`), which it then serves as HLS (`/live/{stream}/hls.m3u8`) and HTTP-FLV
 * (`/live/{stream}.live.flv`). Asking again for a stream it already pulls is fine.
 */
export function createMediaServerClient(config: MediaServerConfig, timeoutMs: number) {
  async function call(api: string, params: Record<string, string>): Promise<void> {
    const query = new URLSearchParams({ secret: config.secret, ...params }).toString();
    const { body } = await fetchJson(`${config.apiUrl}/index/api/${api}?${query}`, { method: 'GET' }, timeoutMs);
    const answer = Answer.safeParse(body);
    if (!answer.success) throw new ProviderError('garbage', 'no code in the answer');
    if (answer.data.code !== 0 && !/already exists/i.test(answer.data.msg ?? '')) {
      throw new ProviderError('refused', `${answer.data.code} ${answer.data.msg ?? ''}`.trim());
    }
  }

  async function relay(cameraId: number, rtspUrl: string): Promise<void> {
    await call('addStreamProxy', {
      vhost: VHOST,
      app: APP,
      stream: streamOf(cameraId),
      url: rtspUrl,
      rtp_type: '0',
      enable_hls: '1',
      enable_rtmp: '1',
      enable_mp4: '0',
    });
  }

  /** Stops a relay (the camera was deleted or got another source); a stream it does not pull is no error. */
  async function stop(cameraId: number): Promise<void> {
    await call('delStreamProxy', { key: `${VHOST}/${APP}/${streamOf(cameraId)}` });
  }

  function playUrl(cameraId: number, protocol: StreamProtocol): string {
    const stream = streamOf(cameraId);
    return protocol === 'flv'
      ? `${config.playUrl}/${APP}/${stream}.live.flv`
      : `${config.playUrl}/${APP}/${stream}/hls.m3u8`;
  }

  return { relay, stop, playUrl };
}
export type MediaServerClient = ReturnType<typeof createMediaServerClient>;
