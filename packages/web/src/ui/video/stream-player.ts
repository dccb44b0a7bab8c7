import type { StreamProtocol } from '@iot/contract';

/** Why a stream stopped: the player's own error, or no progress for a while (a stalled source). */
export type StreamFailure = 'error' | 'stalled';

/** Seconds without progress after which a playing stream counts as stopped. */
export const STALL_MS = 8000;

/**
 * Plays a stream in a <video> with the maintained player of its protocol (hls.js for HLS, mpegts.js
 * for HTTP-FLV), each loaded only when a stream needs it; answers the detach. A fatal player error or
 * a stall calls `onFailure` once.
 */
export async function attachStream(
  video: HTMLVideoElement,
  url: string,
  protocol: StreamProtocol,
  onFailure: (failure: StreamFailure) => void,
): Promise<() => void> {
  let failed = false;
  const fail = (failure: StreamFailure) => {
    if (failed) return;
    failed = true;
    onFailure(failure);
  };
  let lastTime = -1;
  let lastProgress = Date.now();
  const watchdog = window.setInterval(() => {
    if (video.currentTime !== lastTime) {
      lastTime = video.currentTime;
      lastProgress = Date.now();
    } else if (!video.paused && Date.now() - lastProgress > STALL_MS) {
      fail('stalled');
    }
  }, 1000);
  const onError = () => fail('error');
  video.addEventListener('error', onError);
  const detachPlayer = protocol === 'flv' ? await attachFlv(video, url, fail) : await attachHls(video, url, fail);
  video.muted = true;
  void video.play().catch(() => undefined);
  return () => {
    window.clearInterval(watchdog);
    video.removeEventListener('error', onError);
    detachPlayer();
  };
}

async function attachHls(video: HTMLVideoElement, url: string, fail: (f: StreamFailure) => void) {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    video.src = url;
    return () => video.removeAttribute('src');
  }
  const hls = new Hls({ manifestLoadingMaxRetry: 2, levelLoadingMaxRetry: 2, fragLoadingMaxRetry: 2 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) fail('error');
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

async function attachFlv(video: HTMLVideoElement, url: string, fail: (f: StreamFailure) => void) {
  const { default: mpegts } = await import('mpegts.js');
  const player = mpegts.createPlayer({ type: 'flv', isLive: true, url });
  player.on(mpegts.Events.ERROR, () => fail('error'));
  player.attachMediaElement(video);
  player.load();
  return () => {
    player.destroy();
  };
}
