import { IframeType, mediaFrameSrc, reportUrls, type Pen } from '@iot/contract';
import type { EngineData } from '../editor/document/engine-data';

type FrameSettings = NonNullable<Pen['iframeSettings']>;

/** Where a frame pen points: a page address, a cloud camera to look up first, or nothing to show. */
export type FrameSource = { src: string } | { cameraId: number } | null;

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * The page a frame component shows in run mode (spec visual-side 3.3), from its settings alone: the
 * address saved with the pen is not trusted. A cloud camera (2) needs its serial and channel, read from
 * the camera registry; a video component (9) plays the pen's own video address.
 */
export function frameSource(settings: FrameSettings, video: string | undefined): FrameSource {
  const { type, did, cameraId } = settings;
  switch (type) {
    case IframeType.alarms:
      return {
        src: withQuery('/warring', {
          hc: settings.hc,
          bc: settings.bc,
          bw: settings.bw,
          bbc: settings.bbc,
          did: did?.join(','),
        }),
      };
    case IframeType.camera:
      return cameraId ? { cameraId } : null;
    case IframeType.map:
      return { src: withQuery('/amap', { onType: 1, zoomSize: settings.zoomSize }) };
    case IframeType.report:
      return settings.reportId ? { src: reportUrls.live(settings.reportId) } : null;
    case IframeType.localVideo:
      return cameraId ? { src: mediaFrameSrc.localVideo(cameraId) } : null;
    case IframeType.weather: {
      const icons = Number(settings.it);
      return {
        src: mediaFrameSrc.weather({
          fc: settings.fc,
          dn: settings.dn,
          it: Number.isInteger(icons) && icons > 0 ? icons : undefined,
          ad: settings.ad,
          did: did?.[0],
        }),
      };
    }
    case IframeType.video:
      return video ? { src: mediaFrameSrc.video(video) } : null;
  }
}

/**
 * The flow as run mode opens it: each frame pen pointed at its page (or at nothing until its camera is
 * looked up), with the cloud cameras to look up by pen id.
 */
export function withFrameSources(data: EngineData): { data: EngineData; cameras: Map<string, number> } {
  const cameras = new Map<string, number>();
  const pens = data.pens.map((pen) => {
    if (!pen.iotFrame) return pen;
    const { iframe: _saved, ...rest } = pen;
    const source = frameSource(pen.iotFrame as FrameSettings, typeof pen.video === 'string' ? pen.video : undefined);
    if (source && 'cameraId' in source) cameras.set(pen.id, source.cameraId);
    return source && 'src' in source ? { ...rest, iframe: source.src } : rest;
  });
  return { data: { ...data, pens }, cameras };
}
