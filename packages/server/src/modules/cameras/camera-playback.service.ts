import {
  CameraType,
  protocolOf,
  type Bilingual,
  type LiveAddress,
  type ProviderAccount,
  type ProviderAccountUpdate,
  type StreamProtocol,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { notConfigured, providerAppError } from '../../outbound/provider-errors.js';
import type { SecretBox } from '../../storage/secret-box.js';
import type { AuthContext } from '../access/access.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { createCameraAccountRepo } from './cameras.repo.js';
import type { CameraService } from './cameras.service.js';
import type { MediaServerClient } from './media-server.js';
import type { YingshiAccount, YingshiClient } from './yingshi.js';

export const CAMERA_CLOUD: Bilingual = { zh: '萤石云平台', en: 'the camera cloud (Yingshi)' };
export const MEDIA_SERVER: Bilingual = { zh: '流媒体服务器', en: 'the media server' };

interface PlaybackDeps {
  tenancy: Pick<TenancyService, 'companyInScope'>;
  cameras: Pick<CameraService, 'cameraInScope'>;
  secrets: SecretBox;
  yingshi: YingshiClient;
  mediaServer: MediaServerClient | null;
}

/**
 * What players need: playable addresses (the provider's, the media server's or a direct stream) and the
 * provider's token. The provider's secret stays here; the console gets tokens and addresses only.
 */
export function createCameraPlaybackService(ctx: Ctx, deps: PlaybackDeps) {
  const accounts = createCameraAccountRepo(ctx.db.kysely);
  const installation = ctx.config.media.yingshi;

  /** The company's own account, else the installation's. */
  async function accountOf(companyId: number): Promise<YingshiAccount> {
    const own = await accounts.find(companyId);
    if (own) return { appKey: own.appKey, appSecret: deps.secrets.open(own.appSecretEnc) };
    if (installation.appKey && installation.appSecret) {
      return { appKey: installation.appKey, appSecret: installation.appSecret };
    }
    throw notConfigured(CAMERA_CLOUD);
  }

  async function withProvider<T>(provider: Bilingual, cameraId: number | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const answer = providerAppError(error, provider);
      if (answer !== error) ctx.log.warn({ cameraId, err: (error as Error).message }, `${provider.en} failed`);
      throw answer;
    }
  }

  async function liveAddress(auth: AuthContext, id: number, protocol: StreamProtocol): Promise<LiveAddress[]> {
    const camera = await deps.cameras.cameraInScope(auth, id);
    const base = {
      id: camera.id,
      channelName: camera.channelName,
      type: camera.type as CameraType,
      deviceSerial: camera.deviceSerial,
      channelNo: camera.channelNo,
    };
    if (camera.type === CameraType.cloud) {
      const account = await accountOf(camera.companyId);
      const address = await withProvider(CAMERA_CLOUD, camera.id, () =>
        deps.yingshi.liveAddress(account, camera, protocol),
      );
      return [{ ...base, url: address.url, protocol, expireTime: formatTime(address.expiresAt, ctx.config.timeZone) }];
    }
    if (!camera.rtspUrlEnc) {
      return [{ ...base, url: camera.streamUrl, protocol: protocolOf(camera.streamUrl), expireTime: null }];
    }
    const { mediaServer } = deps;
    if (!mediaServer) throw notConfigured(MEDIA_SERVER);
    const source = deps.secrets.open(camera.rtspUrlEnc);
    await withProvider(MEDIA_SERVER, camera.id, () => mediaServer.relay(camera.id, source));
    return [{ ...base, url: mediaServer.playUrl(camera.id, protocol), protocol, expireTime: null }];
  }

  /** The token of the account a camera (or the caller's company) plays with. */
  async function token(auth: AuthContext, cameraId: number | undefined): Promise<string> {
    const companyId =
      cameraId === undefined ? auth.user.companyId : (await deps.cameras.cameraInScope(auth, cameraId)).companyId;
    const account = await accountOf(companyId);
    return withProvider(CAMERA_CLOUD, cameraId ?? null, () => deps.yingshi.token(account));
  }

  async function account(auth: AuthContext, companyId = auth.user.companyId): Promise<ProviderAccount> {
    await deps.tenancy.companyInScope(auth.scope, companyId);
    const own = await accounts.find(companyId);
    return {
      companyId,
      appKey: own?.appKey ?? '',
      secretSet: own !== undefined,
      installationAccount: installation.appKey !== null,
      mediaServer: ctx.config.media.mediaServer?.playUrl ?? null,
    };
  }

  /** An empty appKey removes the company's own account (the installation's serves it again). */
  async function saveAccount(auth: AuthContext, input: ProviderAccountUpdate): Promise<void> {
    const companyId = input.companyId ?? auth.user.companyId;
    await deps.tenancy.companyInScope(auth.scope, companyId);
    if (!input.appKey) return accounts.remove(companyId);
    const stored = await accounts.find(companyId);
    const secret = input.appSecret ?? (stored ? deps.secrets.open(stored.appSecretEnc) : undefined);
    if (!secret) throw badRequest(fieldText('appSecret', { zh: '必填', en: 'required' }));
    await accounts.save(companyId, input.appKey, deps.secrets.seal(secret), ctx.now());
  }

  /** Stops the media server's relay of a camera, in the background (a failure only leaves a stream that times out). */
  function dropRelay(cameraId: number): void {
    deps.mediaServer?.stop(cameraId).catch((error: unknown) => {
      ctx.log.warn({ cameraId, err: (error as Error).message }, 'media server: relay not stopped');
    });
  }

  return { liveAddress, token, account, saveAccount, dropRelay };
}
export type CameraPlaybackService = ReturnType<typeof createCameraPlaybackService>;
