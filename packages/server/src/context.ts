import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';

/** What every service is built from: the database, the configuration, a log and a clock. */
export interface Ctx {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  now: () => number;
}
