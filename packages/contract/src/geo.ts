import { z } from 'zod';

/** `GET /util/geocoding?address=` */
export const GeocodingQuery = z.object({ address: z.string().trim().min(2).max(200) });
/** `GET /util/reverseGeocoding?lat=&lon=` */
export const ReverseGeocodingQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

export type RegionLevel = 'province' | 'city' | 'county';

/** A node of the region tree: GB/T 2260 code, name and centre. */
export interface RegionNode {
  code: string;
  name: string;
  level: RegionLevel;
  lng: number;
  lat: number;
  children: RegionNode[];
}

/** Province, city and county names of a place; city is null where there is no city level. */
export interface PlaceNames {
  province: string;
  city: string | null;
  county: string | null;
  code: string;
}
export interface GeocodingResult extends PlaceNames {
  lat: number;
  lon: number;
}
export interface ReverseGeocodingResult extends PlaceNames {
  address: string;
}

/** The map's tile source (IOT_MAP_TILE_URL); an empty url means none: the map draws its own plain base. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** A city or county centre on a map without tiles (municipalities count as cities). */
export interface MapPlace {
  name: string;
  level: 'city' | 'county';
  lat: number;
  lng: number;
}

/** `GET /util/mapBase`: what a map without tiles draws: city and county centres, the country's outline ([lng, lat] rings). */
export interface MapBase {
  places: MapPlace[];
  outline: [number, number][][];
}
