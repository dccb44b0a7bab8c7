import { GeocodingQuery, ReverseGeocodingQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { GEO_READERS } from '../access/shared-reads.js';

export function registerGeoRoutes(app: FastifyInstance): void {
  const { geo } = app.services;
  const read = { config: { permission: GEO_READERS } };

  app.get('/util/geocoding', read, (request) =>
    Promise.resolve(ok(geo.geocoding(parse(GeocodingQuery, request.query, 'query').address))),
  );

  app.get('/util/mapBase', read, () => Promise.resolve(ok(geo.mapBase())));

  app.get('/util/reverseGeocoding', read, (request) => {
    const { lat, lon } = parse(ReverseGeocodingQuery, request.query, 'query');
    return Promise.resolve(ok(geo.reverseGeocoding(lat, lon)));
  });
}
