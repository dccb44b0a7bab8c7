import type { Ctx } from '../../context.js';
import type { SecretBox } from '../../storage/secret-box.js';
import { createCameraPlaybackService } from './camera-playback.service.js';
import { createCameraService, type CameraDeps } from './cameras.service.js';
import { createMediaServerClient } from './media-server.js';
import { createYingshiClient } from './yingshi.js';

/** The camera module: the registry and playback (provider adapters configured from the installation). */
export function createCameraServices(
  ctx: Ctx,
  deps: Omit<CameraDeps, 'onRelayDropped' | 'secrets'> & { secrets: SecretBox },
) {
  const { media, providerTimeoutMs } = ctx.config;
  const yingshi = createYingshiClient({ baseUrl: media.yingshi.url, timeoutMs: providerTimeoutMs, now: ctx.now });
  const mediaServer = media.mediaServer ? createMediaServerClient(media.mediaServer, providerTimeoutMs) : null;
  // The registry tells playback when a relay is no longer wanted; playback is made next.
  const registry = createCameraService(ctx, { ...deps, onRelayDropped: (id) => playback.dropRelay(id) });
  const playback = createCameraPlaybackService(ctx, {
    tenancy: deps.tenancy,
    cameras: registry,
    secrets: deps.secrets,
    yingshi,
    mediaServer,
  });
  return { registry, playback };
}
export type CameraServices = ReturnType<typeof createCameraServices>;
