import { fieldText, badRequest } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { GeoService } from '../geo/geo.service.js';

export interface Place {
  name: string;
  lat: number;
  lng: number;
}

const LAT_LNG = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** Devices looked at for the default place: the first of them with a position. */
const DEFAULT_PLACE_CANDIDATES = 200;

export interface PlaceDeps {
  devices: Pick<DeviceService, 'deviceInScope' | 'markers'>;
  geo: Pick<GeoService, 'geocoding' | 'reverseGeocode'>;
  /** The weather provider's own place search, for names the offline region data does not know. */
  lookup: (name: string) => Promise<Place | undefined>;
}

const regionName = (r: { province: string | null; city: string | null; county: string | null }) =>
  r.county ?? r.city ?? r.province;

/**
 * Where the weather is for: `ad` ("lat,lng" or a place name: the bundled regions of China first, then
 * the provider's search), else the device `did` (its position, or its region), else the first device of
 * the caller's companies that has a position.
 */
export function createPlaceResolver({ devices, geo, lookup }: PlaceDeps) {
  function fromPosition(lat: number, lng: number, fallback?: string): Place {
    const region = geo.reverseGeocode(lat, lng);
    return { name: (region && regionName(region)) || fallback || `${lat.toFixed(2)}, ${lng.toFixed(2)}`, lat, lng };
  }

  async function byName(text: string): Promise<Place> {
    const position = LAT_LNG.exec(text);
    if (position) {
      const [lat, lng] = [Number(position[1]), Number(position[2])];
      if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return fromPosition(lat, lng);
    }
    const region = (() => {
      try {
        return geo.geocoding(text);
      } catch {
        return undefined;
      }
    })();
    if (region) return { name: regionName(region) ?? text, lat: region.lat, lng: region.lon };
    const found = await lookup(text);
    if (!found) throw badRequest(fieldText('ad', { zh: '找不到该地点', en: 'no such place' }));
    return found;
  }

  async function byDevice(auth: AuthContext, id: number): Promise<Place> {
    const device = await devices.deviceInScope(auth.scope, id);
    if (device.lat !== null && device.lng !== null) return fromPosition(device.lat, device.lng, device.name);
    const region = [device.province, device.city, device.county].filter(Boolean).join('');
    if (region) return byName(region);
    throw badRequest(fieldText('did', { zh: '该设备没有位置', en: 'the device has no position' }));
  }

  async function byDefault(auth: AuthContext): Promise<Place> {
    const markers = await devices.markers(auth, { pageNum: 1, pageSize: DEFAULT_PLACE_CANDIDATES });
    const placed = markers.find((m) => m.lat !== null && m.lng !== null);
    if (!placed) {
      throw badRequest(
        fieldText('ad', { zh: '未指定地点，且没有设备设置了位置', en: 'no place given and no device has a position' }),
      );
    }
    return fromPosition(placed.lat!, placed.lng!, placed.name);
  }

  return (auth: AuthContext, query: { ad?: string; did?: number }): Promise<Place> =>
    query.ad ? byName(query.ad) : query.did !== undefined ? byDevice(auth, query.did) : byDefault(auth);
}
