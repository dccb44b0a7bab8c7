import { WeatherQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { requestLanguage } from '../../http/language.js';
import { parse } from '../../http/validate.js';
import { FRAME_VIEWERS } from '../access/frame-viewers.js';

export function registerWeatherRoutes(app: FastifyInstance): void {
  const { weather } = app.services;

  // The forecast's texts ("多云", "Cloudy") come in the language the page asks for.
  app.get('/weather/forecast', { config: { permission: FRAME_VIEWERS } }, async (request) =>
    ok(
      await weather.forecast(
        caller(request),
        parse(WeatherQuery, request.query, 'query'),
        requestLanguage(request.headers['accept-language']),
      ),
    ),
  );
}
