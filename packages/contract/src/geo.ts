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
  /** The installed offline pack's zoom range, when it is the source: the map asks for no tile outside it. */
  minZoom?: number;
  maxZoom?: number;
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

/** `GET /util/regionShapes/{code}`: one drill-down level, the polygons of a region's children. */
export const RegionShapesParams = z.object({ code: z.string().regex(/^\d{6}$/, 'six digits') });
/** A child region: GB/T 2260 code, name, centre and polygons (each an outer [lng, lat] ring and its holes). */
export interface RegionShape {
  code: string;
  name: string;
  cp: [number, number];
  polygons: [number, number][][][];
}
export interface RegionShapes {
  code: string;
  features: RegionShape[];
}
/** The drill-down levels of the device map and the zoom each one opens at (spec 9). */
export const REGION_LEVEL_ZOOM = { country: 4, province: 7, city: 9, district: 11 } as const;
export const COUNTRY_CODE = '100000';
/** Municipalities, Taiwan and the SARs: their districts hang directly under the province. */
export const MUNICIPALITY_CODES: readonly string[] = [
  '110000',
  '120000',
  '310000',
  '500000',
  '710000',
  '810000',
  '820000',
];

/** `GET|PUT /util/mapPosition`: the user's initial position of the device map (spec 9: zoom 3 to 18). */
export const MapPosition = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  zoom: z.number().int().min(3).max(18),
});
export type MapPosition = z.infer<typeof MapPosition>;
