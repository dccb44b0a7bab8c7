import {
  IdParam,
  SlaveStationCreate,
  SlaveStationQuery,
  SlaveStationUpdate,
  VarListQuery,
  VariableCreate,
  VariableUpdate,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { DEVICE_READERS } from '../access/shared-reads.js';

// The variable picker serves every page that embeds it: the reads name those pages (DEVICE_READERS).
export function registerVariableRoutes(app: FastifyInstance): void {
  const { variables, slaveStations } = app.services;
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;
  const read = { config: { permission: DEVICE_READERS } };
  const write = { config: { permission: 'equipIndex:update' as const } };

  app.post('/variable/findVarList', read, async (request) =>
    ok(await variables.findVarList(caller(request), parse(VarListQuery, request.body))),
  );

  app.post('/variable/findSlaveStation/post', read, async (request) =>
    ok(await variables.findVarList(caller(request), parse(VarListQuery, request.body))),
  );

  app.get('/variable/live/:id', { config: { permission: 'equipIndex:read' } }, async (request) =>
    ok(await variables.live(caller(request), idOf(request.params))),
  );

  app.get('/variable/:id', read, async (request) => ok(await variables.get(caller(request), idOf(request.params))));

  app.post('/variable', write, async (request) =>
    ok(await variables.create(caller(request), parse(VariableCreate, request.body))),
  );

  app.put('/variable', write, async (request) =>
    ok(await variables.update(caller(request), parse(VariableUpdate, request.body))),
  );

  app.delete('/variable/:id', write, async (request) =>
    ok(await variables.remove(caller(request), idOf(request.params))),
  );

  app.get('/slaveStation/findSlaveStations', read, async (request) =>
    ok(await slaveStations.find(caller(request), parse(SlaveStationQuery, request.query, 'query'))),
  );

  app.post('/slaveStation', write, async (request) =>
    ok(await slaveStations.create(caller(request), parse(SlaveStationCreate, request.body))),
  );

  app.put('/slaveStation', write, async (request) => {
    await slaveStations.update(caller(request), parse(SlaveStationUpdate, request.body));
    return ok(null);
  });

  app.delete('/slaveStation/:id', write, async (request) => {
    await slaveStations.remove(caller(request), idOf(request.params));
    return ok(null);
  });
}
