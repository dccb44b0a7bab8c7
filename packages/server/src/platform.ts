import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createLocalCluster, type Cluster } from './cluster/cluster.js';
import { connectRedisCluster } from './cluster/redis-cluster.js';
import { relayChanges } from './cluster/relays.js';
import type { Config } from './config.js';
import type { Ctx } from './context.js';
import { connect } from './db/connect.js';
import { migrate } from './db/migrate.js';
import type { MessageBus } from './mqtt/bus.js';
import { platformAcl } from './mqtt/acl.js';
import { createEmbeddedBroker, type EmbeddedBroker } from './mqtt/embedded-broker.js';
import { connectExternalBus } from './mqtt/external-bus.js';
import { createOnlineState } from './mqtt/online-state.js';
import { seed } from './seed.js';
import { demoGatewayCredentials, DEMO_VARIABLE_COUNT } from './demo-gateways.js';
import { startSimulatedGateways } from './sim/index.js';
import { attachCommands } from './telemetry/commands/commands.routes.js';
import { createCommandService } from './telemetry/commands/commands.service.js';
import { createTelemetry } from './telemetry/telemetry.js';
import { createAlarmReminders } from './modules/alarms/alarm-reminders.js';
import { createMaintenanceNotifier } from './modules/maintenance/maintenance-notifier.js';
import { createMaintenanceScheduler } from './modules/maintenance/maintenance-scheduler.js';
import { createTriggerParts, type TriggerParts } from './modules/triggers/trigger-wiring.js';
import { createReportScheduler } from './modules/reports/report-scheduler.js';

export interface PlatformOptions {
  now?: () => number;
  /** How often browsers' MQTT sessions are checked again (tests shorten it). */
  sessionCheckMs?: number;
}

export interface Platform {
  app: FastifyInstance;
  bus: MessageBus;
  /** Bound ports; the MQTT ones are null with an external broker. */
  ports: { http: number; mqtt: number | null; mqttWs: number | null };
  accounts: string[];
  /** Stops accepting, writes everything held, closes the broker and the database. */
  stop(): Promise<void>;
}

/** The whole platform: database, HTTP app, broker (embedded or external) and the telemetry pipeline. */
export async function startPlatform(config: Config, { now = Date.now, sessionCheckMs }: PlatformOptions = {}) {
  const db = connect(config.databaseUrl);
  await migrate(db);
  const app = await buildApp({ config, db, now });
  const ctx: Ctx = { db, config, log: app.log, now };
  const { services } = app;
  const report = await seed(ctx, services);
  const cluster: Cluster = config.clusterUrl
    ? await connectRedisCluster({ url: config.clusterUrl, log: app.log })
    : createLocalCluster();
  const unrelay = relayChanges(cluster, services);

  let broker: EmbeddedBroker | null = null;
  let bus: MessageBus;
  if (config.mqttUrl) {
    const { mqttUrl: url, mqttUsername: username, mqttPassword: password } = config;
    bus = await connectExternalBus({ url, username, password, log: app.log, now });
    if (!config.mqttPublicWsUrl) app.log.warn('IOT_MQTT_PUBLIC_WS_URL is not set: consoles have no live connection');
  } else {
    const acl = platformAcl(services, app.log);
    broker = await createEmbeddedBroker({
      acl,
      sessions: services.sessions,
      log: app.log,
      now,
      sessionCheckMs,
      maxPacket: config.mqttMaxPacket,
      clusterParts: cluster.brokerParts(),
    });
    bus = broker;
    const embedded = broker;
    services.sessions.onRevoke((revoked) => embedded.endSessions(revoked));
  }
  const online = createOnlineState(ctx, bus, { cluster });
  // Alone, no connection survives a restart; with others running, theirs do (a dead one's are reaped).
  if (broker && !(await cluster.othersAlive())) await online.markAllOffline();
  const unwatchDevices = services.devices.onChange(online.changed);

  const commands = createCommandService({ ctx, services, bus, cluster });
  attachCommands(app, commands);
  const triggers = createTriggerParts(ctx, services, bus, commands, cluster);
  const telemetry = createTelemetry({
    ctx,
    services,
    bus,
    cluster,
    onAck: commands.handleAck,
    onActivity: online.seen,
    triggers,
  });
  await telemetry.start();
  online.start();
  const jobs = startScheduledJobs(ctx, services, bus, triggers);

  await app.listen({ host: config.host, port: config.httpPort });
  const ports = { http: boundPort(app, config.httpPort), mqtt: null as number | null, mqttWs: null as number | null };
  if (broker) {
    broker.attachHttp(app.server);
    Object.assign(ports, await broker.listen(config.host, { mqtt: config.mqttPort, mqttWs: config.mqttWsPort }));
  }

  const simulation = config.demo
    ? await startDemoGateways(ctx, config.mqttUrl ?? `mqtt://127.0.0.1:${ports.mqtt}`)
    : null;

  let stopping: Promise<void> | null = null;
  async function stop(): Promise<void> {
    // Gateways and browsers go first (no new data), then HTTP; then everything held is written.
    await simulation?.stop();
    await bus.close();
    commands.close();
    await app.close();
    await jobs.stop();
    await telemetry.stop();
    unwatchDevices();
    await online.stop();
    unrelay();
    await cluster.close();
    await db.close();
  }

  const platform: Platform = {
    app,
    bus,
    ports,
    accounts: report.accounts,
    stop: () => (stopping ??= stop()),
  };
  return platform;
}

/** The schedulers every server runs; claims make each due run happen on one of them. */
function startScheduledJobs(ctx: Ctx, services: FastifyInstance['services'], bus: MessageBus, triggers: TriggerParts) {
  const notices = createMaintenanceNotifier({ bus, timeZone: ctx.config.timeZone, log: ctx.log });
  const unwatch = services.maintenance.records.onCreated(notices.notify);
  const maintenance = createMaintenanceScheduler(ctx, services.maintenance);
  const reminders = createAlarmReminders(ctx, services.alarms, bus);
  maintenance.start();
  reminders.start();
  triggers.scheduler.start();
  const reports = createReportScheduler(ctx, { repo: services.reports.templates.repo, files: services.reports.files });
  reports.start();
  return {
    async stop() {
      await Promise.all([maintenance.stop(), reminders.stop(), triggers.scheduler.stop(), reports.stop()]);
      triggers.detach();
      unwatch();
    },
  };
}

/** The demo's simulated gateways, in this process: one value per variable per second. */
async function startDemoGateways(ctx: Ctx, url: string) {
  const gateways = await demoGatewayCredentials(ctx);
  if (gateways.length === 0) return null;
  const log = (line: string) => ctx.log.info({ simulator: true }, line);
  return startSimulatedGateways({ url, gateways, rate: DEMO_VARIABLE_COUNT, vars: DEMO_VARIABLE_COUNT, log });
}

function boundPort(app: FastifyInstance, fallback: number): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : fallback;
}
