/** Spec 9: a framed map zooms 4 to 14, 6 by default. */
export const FRAME_ZOOM = { min: 4, max: 14, initial: 6 } as const;

/** What `/map` and `/amap` read from their address (visual-side 2.3, 2.6). */
export interface MapQuery {
  /** `onType` set: the map sits in a frame; the style switch is hidden. */
  framed: boolean;
  /** `mapInit=lng,lat`: the centre the map opens at. */
  centre?: { lng: number; lat: number };
  /** `zoomSize`: the zoom it opens at, within the frame's range. */
  zoom?: number;
}

export function parseMapQuery(search: URLSearchParams): MapQuery {
  const framed = search.has('onType') && search.get('onType') !== '0' && search.get('onType') !== '';
  const [lng, lat] = (search.get('mapInit') ?? '').split(',').map((part) => Number(part.trim()));
  const centre =
    lng !== undefined &&
    lat !== undefined &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    search.get('mapInit')?.includes(',')
      ? { lng, lat }
      : undefined;
  const asked = Number(search.get('zoomSize'));
  const zoom =
    search.get('zoomSize') && Number.isFinite(asked)
      ? Math.min(FRAME_ZOOM.max, Math.max(FRAME_ZOOM.min, Math.round(asked)))
      : undefined;
  return { framed, centre, zoom };
}
