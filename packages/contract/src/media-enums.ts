/** Cameras, weather and the file library: constants, zod-free so the console's chunks import them without zod. */

/** 0 cloud camera (the Yingshi / EZVIZ open platform), 1 local video (the company's media server or a direct stream). */
export const CameraType = { cloud: 0, local: 1 } as const;
export type CameraType = (typeof CameraType)[keyof typeof CameraType];
export const CAMERA_TYPES = [0, 1] as const;

/** How a browser plays a stream: HLS (hls.js) or HTTP-FLV (mpegts.js). */
export const STREAM_PROTOCOLS = ['hls', 'flv'] as const;
export type StreamProtocol = (typeof STREAM_PROTOCOLS)[number];

/** The protocol of a stream address, from its path: `.flv` is HTTP-FLV, anything else HLS. */
export function protocolOf(url: string): StreamProtocol {
  const path = url.split(/[?#]/)[0] ?? '';
  return /\.flv$/i.test(path) ? 'flv' : 'hls';
}

export const CAMERA_PAGE_SIZE = 15;
export const CAMERA_CHANNEL_MAX = 256;
/** EZVIZ device serials: letters and digits. */
export const DEVICE_SERIAL_PATTERN = /^[A-Za-z0-9]{1,32}$/;

/** Weather frames show today and up to three more days (visual-side 5: 1 to 4, default 4). */
export const WEATHER_DAYS_MIN = 1;
export const WEATHER_DAYS_MAX = 4;
export const WEATHER_DAYS_DEFAULT = 4;
/** `it` of the weather frame: 1 coloured icons, 2 icons drawn in the font colour. */
export const WeatherIconType = { color: 1, mono: 2 } as const;

/** The file library: documents of a company (manuals, drawings, certificates). */
export const FILE_MAX_MB = 20;
export const FILE_MAX_BYTES = FILE_MAX_MB * 1024 * 1024;
export const FILE_PAGE_SIZE = 15;
/** Extensions the library accepts; the server checks each against the file's bytes. */
export const FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'zip',
  'dwg',
  'dxf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
] as const;

/** Device pictures: the spec's default upload extensions (SVG is refused: it could carry script). */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const PICTURE_MAX_MB = 5;
export const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;

/** Frame component kinds of the editor that show pages of this area (visual-side 3.3). */
export const MediaFrameKind = { camera: 2, localVideo: 5, weather: 6, video: 9 } as const;

export interface WeatherFrameSettings {
  /** Font colour. */
  fc?: string;
  /** Days shown, 1 to 4. */
  dn?: number;
  /** Icon type (WeatherIconType). */
  it?: number;
  /** Place: a name ("杭州市") or "lat,lng"; empty means the device's. */
  ad?: string;
  /** The device whose position is the default place. */
  did?: number;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The address a frame of these kinds shows, from its settings (the run mode's iframe `src`). */
export const mediaFrameSrc = {
  camera: (deviceSerial: string, channelNo: number) => `/avideo${query({ deviceSerial, channelNo })}`,
  localVideo: (cameraId: number) => `/localvideoc${query({ id: cameraId })}`,
  localVideos: () => '/localvideoa',
  video: (url: string) => `/iframevideo${query({ url })}`,
  weather: (settings: WeatherFrameSettings) => `/weather${query({ ...settings })}`,
};
