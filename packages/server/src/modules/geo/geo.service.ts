import { ResultCode, type GeocodingResult, type RegionNode, type ReverseGeocodingResult } from '@iot/contract';
import { AppError } from '../../http/errors.js';
import { geocode, reverseGeocode } from './geocode.js';
import { REGIONS, toNode } from './regions.js';

const noMatch = (field: string) => new AppError(ResultCode.notFound, `${field}: no match`);

/** Offline geocoding over the bundled region data (see data/README.md). */
export function createGeoService() {
  const tree = REGIONS.provinces.map(toNode);

  function geocoding(address: string): GeocodingResult {
    const found = geocode(address);
    if (!found) throw noMatch('address');
    return found;
  }

  function reverseGeocoding(lat: number, lon: number): ReverseGeocodingResult {
    const found = reverseGeocode(lat, lon);
    if (!found) throw noMatch('lat');
    return found;
  }

  /** province → city → county with codes and centres (counties directly under municipalities). */
  function regionTree(): RegionNode[] {
    return tree;
  }

  return { geocoding, reverseGeocoding, reverseGeocode, regionTree };
}
export type GeoService = ReturnType<typeof createGeoService>;
