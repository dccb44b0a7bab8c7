import { createReadStream } from 'node:fs';
import { API_PREFIX } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { DownloadQuery, IssueQuery, UpgradeLogPageQuery, UpgradeParams } from './command-input.js';
import type { CommandService } from './commands.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the platform once the broker runs (commands need it); null until then. */
    commands: CommandService | null;
  }
}

/** Hands the command service to the routes, once the broker it publishes through runs. */
export function attachCommands(app: FastifyInstance, commands: CommandService): void {
  app.commands = commands;
}

/** `netty/*` under /admin/api, and the firmware download for gateways outside it. */
export function registerCommandRoutes(app: FastifyInstance): void {
  app.decorate('commands', null);
  const commands = (): CommandService => {
    if (!app.commands)
      throw new AppError(503, {
        zh: '下发命令需要 MQTT 消息代理，但它未运行',
        en: 'commands need the MQTT broker, which is not running',
      });
    return app.commands;
  };

  void app.register(
    (api, _options, done) => {
      api.post('/netty/issueInstructions', { config: { permission: 'equipIndex:issue' } }, async (request) => {
        const outcome = await commands().issue(caller(request), parse(IssueQuery, request.query, 'query'));
        if (outcome.code !== 200) throw new AppError(outcome.code, outcome.msg);
        return ok(null, outcome.msg.en);
      });

      api.get(
        '/netty/upgrade/:identity/:versionId',
        { config: { permission: 'equipIndex:upgrade' } },
        async (request) => {
          const { identity, versionId } = parse(UpgradeParams, request.params);
          return ok(await commands().upgrade(caller(request), identity, versionId), 'upgrade request sent');
        },
      );

      api.post('/netty/upgradeLog/getPage', { config: { permission: 'equipIndex:read' } }, async (request) =>
        ok(await commands().upgradeLogPage(caller(request), parse(UpgradeLogPageQuery, request.body))),
      );
      done();
    },
    { prefix: API_PREFIX },
  );

  // The upgrade command's one-time token authorizes the download; no session, so outside /admin/api.
  app.get('/api/firmware/:versionId/download', async (request, reply) => {
    const { versionId } = parse(UpgradeParams.pick({ versionId: true }), request.params);
    const { token } = parse(DownloadQuery, request.query, 'query');
    const file = await commands().downloadable(versionId, token);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="firmware-${file.version}.bin"`)
      .header('x-firmware-sha256', file.sha256)
      .send(createReadStream(file.path));
  });
}
