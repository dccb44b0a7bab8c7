import { GeocodingQuery, ReverseGeocodingQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';

export function registerGeoRoutes(app: FastifyInstance): void {
  const { geo } = app.services;

  app.get('/util/geocoding', { config: { permission: 'session' } }, (request) =>
    Promise.resolve(ok(geo.geocoding(parse(GeocodingQuery, request.query, 'query').address))),
  );

  app.get('/util/mapBase', { config: { permission: 'session' } }, () => Promise.resolve(ok(geo.mapBase())));

  app.get('/util/reverseGeocoding', { config: { permission: 'session' } }, (request) => {
    const { lat, lon } = parse(ReverseGeocodingQuery, request.query, 'query');
    return Promise.resolve(ok(geo.reverseGeocoding(lat, lon)));
  });
}
