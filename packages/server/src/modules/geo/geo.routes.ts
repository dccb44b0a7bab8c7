import { GeocodingQuery, MapPosition, RegionShapesParams, ReverseGeocodingQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { GEO_READERS } from '../access/shared-reads.js';

export function registerGeoRoutes(app: FastifyInstance): void {
  const { geo, mapPositions } = app.services;
  const read = { config: { permission: GEO_READERS } };

  app.get('/util/geocoding', read, (request) =>
    Promise.resolve(ok(geo.geocoding(parse(GeocodingQuery, request.query, 'query').address))),
  );

  app.get('/util/mapBase', read, () => Promise.resolve(ok(geo.mapBase())));

  app.get('/util/regionShapes/:code', read, (request, reply) => {
    const { code } = parse(RegionShapesParams, request.params, 'params');
    const shapes = geo.regionShapes(code);
    // The polygons change only with a rebuild, which comes with a new release.
    void reply.header('cache-control', 'private, max-age=86400');
    return Promise.resolve(ok(shapes));
  });

  app.get('/util/reverseGeocoding', read, (request) => {
    const { lat, lon } = parse(ReverseGeocodingQuery, request.query, 'query');
    return Promise.resolve(ok(geo.reverseGeocoding(lat, lon)));
  });

  app.get('/util/mapPosition', { config: { permission: 'hardwareMap:read' } }, async (request) =>
    ok(await mapPositions.get(caller(request))),
  );

  app.put('/util/mapPosition', { config: { permission: 'hardwareMap:save' } }, async (request) => {
    await mapPositions.save(caller(request), parse(MapPosition, request.body));
    return ok(null);
  });
}
