import { CameraType, type CameraCreate } from '@iot/contract';
import { badRequest, fieldText } from '../../http/errors.js';

type CameraFields = Pick<CameraCreate, 'type' | 'deviceSerial' | 'streamUrl' | 'rtspUrl'>;

interface Rules {
  /** Origins a direct stream may come from (IOT_MEDIA_ORIGINS and the media server's); paths on this host always. */
  streamOrigins: readonly string[];
  mediaServer: boolean;
}

const originOf = (url: string) => (url.startsWith('/') ? null : new URL(url).origin);

/**
 * What each type needs: a cloud camera its serial and no stream; a local video exactly one source,
 * a direct stream from an allowed origin (the console's CSP lets nothing else play) or an RTSP source
 * for the media server to relay.
 */
export function checkCameraFields(camera: CameraFields, rules: Rules): void {
  if (camera.type === CameraType.cloud) {
    if (!camera.deviceSerial)
      throw badRequest(fieldText('deviceSerial', { zh: '云摄像头必填', en: 'required for a cloud camera' }));
    return;
  }
  if (Boolean(camera.streamUrl) === Boolean(camera.rtspUrl)) {
    throw badRequest(
      fieldText('streamUrl', {
        zh: '本地视频需填写视频流地址或 RTSP 源地址之一',
        en: 'a local video needs either a stream address or an RTSP source',
      }),
    );
  }
  if (camera.rtspUrl && !rules.mediaServer) {
    throw badRequest(
      fieldText('rtspUrl', {
        zh: '未配置流媒体服务器（IOT_MEDIA_URL），无法转发 RTSP',
        en: 'no media server is configured (IOT_MEDIA_URL) to relay RTSP',
      }),
    );
  }
  const origin = camera.streamUrl ? originOf(camera.streamUrl) : null;
  if (origin && !rules.streamOrigins.includes(origin)) {
    throw badRequest(
      fieldText('streamUrl', {
        zh: `不允许的视频来源 ${origin}，请在 IOT_MEDIA_ORIGINS 中添加`,
        en: `streams from ${origin} are not allowed; add it to IOT_MEDIA_ORIGINS`,
      }),
    );
  }
}

/** An RTSP address without its user and password, for showing. */
export function withoutCredentials(rtspUrl: string): string {
  if (!rtspUrl) return '';
  const url = new URL(rtspUrl);
  url.username = '';
  url.password = '';
  return url.toString();
}
