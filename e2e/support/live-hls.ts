import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

/** The demo clip the console ships (fMP4, three 2-second segments), served again as a live stream. */
const CLIP = join(repoRoot, 'packages/web/public/media/demo');
const SEGMENT_MS = 2000;
const SEGMENTS = 3;
const WINDOW = 3;

export interface LiveHls {
  /** The live playlist: `{origin}/live/index.m3u8`. */
  url: string;
  origin: string;
  /** While false the playlist and segments answer 404, like a camera that went away. */
  serving: boolean;
  close(): Promise<void>;
}

/**
 * A live HLS stream cycling the clip: a sliding window of three segments whose sequence grows every
 * two seconds, with a discontinuity each time the clip starts again.
 */
export async function startLiveHls(): Promise<LiveHls> {
  const started = Date.now();
  const files = {
    init: readFileSync(join(CLIP, 'init.mp4')),
    segments: Array.from({ length: SEGMENTS }, (_, i) => readFileSync(join(CLIP, `segment${i}.m4s`))),
  };
  const live: LiveHls = { url: '', origin: '', serving: true, close: () => Promise.resolve() };
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const path = new URL(req.url ?? '/', 'http://live').pathname;
    const segment = /^\/live\/seg-(\d+)\.m4s$/.exec(path);
    if (!live.serving) return void res.writeHead(404).end();
    if (path === '/live/index.m3u8') {
      const first = Math.floor((Date.now() - started) / SEGMENT_MS);
      const lines = [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        `#EXT-X-TARGETDURATION:${SEGMENT_MS / 1000}`,
        `#EXT-X-MEDIA-SEQUENCE:${first}`,
        `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / SEGMENTS)}`,
        '#EXT-X-MAP:URI="init.mp4"',
      ];
      for (let n = first; n < first + WINDOW; n++) {
        if (n > first && n % SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY');
        lines.push(`#EXTINF:${SEGMENT_MS / 1000}.000,`, `seg-${n}.m4s`);
      }
      return void res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end(`${lines.join('\n')}\n`);
    }
    if (path === '/live/init.mp4') return void res.writeHead(200, { 'content-type': 'video/mp4' }).end(files.init);
    if (segment) {
      return void res
        .writeHead(200, { 'content-type': 'video/mp4' })
        .end(files.segments[Number(segment[1]) % SEGMENTS]);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  live.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  live.url = `${live.origin}/live/index.m3u8`;
  live.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return live;
}
