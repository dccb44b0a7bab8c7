import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Db, Dialect } from './connect.js';
import * as foundation from './migrations/0001-foundation.js';
import * as devices from './migrations/0005-devices.js';
import * as customdata from './migrations/0006-customdata.js';
import * as telemetry from './migrations/0007-telemetry.js';
import * as commands from './migrations/0008-commands.js';
import * as alarms from './migrations/0009-alarms.js';
import * as configflows from './migrations/0010-configflows.js';
import * as listIndexes from './migrations/0011-list-indexes.js';
import * as deviceSettings from './migrations/0012-device-settings.js';
import * as shares from './migrations/0013-shares.js';
import * as jobRuns from './migrations/0014-job-runs.js';
import * as downloadTokens from './migrations/0015-download-tokens.js';
import * as flowEditor from './migrations/0020-flow-editor.js';
import * as flowFiles from './migrations/0021-flow-files.js';
import * as media from './migrations/0030-media.js';
import * as sessionChains from './migrations/0031-session-chains.js';
import * as codeAddresses from './migrations/0032-code-addresses.js';
import * as maintenance from './migrations/0040-maintenance.js';
import * as alarmMaintenance from './migrations/0042-alarm-maintenance.js';
import * as dashboardCounts from './migrations/0046-dashboard-counts.js';
import * as triggers from './migrations/0047-triggers.js';
import * as reports from './migrations/0048-reports.js';
import * as reportTemplates from './migrations/0050-report-templates.js';
import * as mapDashboard from './migrations/0051-map-dashboard.js';
import * as flowComponents from './migrations/0052-flow-components.js';
import * as dashboardFilterIds from './migrations/0053-dashboard-filter-ids.js';
import * as dashboardNameplate from './migrations/0054-dashboard-nameplate.js';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Ordered by name; a module's tables come in its own numbered file. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-foundation': foundation,
  '0005-devices': devices,
  '0006-customdata': customdata,
  '0007-telemetry': telemetry,
  '0008-commands': commands,
  '0009-alarms': alarms,
  '0010-configflows': configflows,
  '0011-list-indexes': listIndexes,
  '0012-device-settings': deviceSettings,
  '0013-shares': shares,
  '0014-job-runs': jobRuns,
  '0015-download-tokens': downloadTokens,
  '0020-flow-editor': flowEditor,
  '0021-flow-files': flowFiles,
  '0030-media': media,
  '0031-session-chains': sessionChains,
  '0032-code-addresses': codeAddresses,
  '0040-maintenance': maintenance,
  '0042-alarm-maintenance': alarmMaintenance,
  '0046-dashboard-counts': dashboardCounts,
  '0047-triggers': triggers,
  '0048-reports': reports,
  '0050-report-templates': reportTemplates,
  '0051-map-dashboard': mapDashboard,
  '0052-flow-components': flowComponents,
  '0053-dashboard-filter-ids': dashboardFilterIds,
  '0054-dashboard-nameplate': dashboardNameplate,
};

export async function migrate(db: Db): Promise<void> {
  const migrations: Record<string, Migration> = {};
  for (const [name, m] of Object.entries(MIGRATIONS)) {
    migrations[name] = { up: (k) => m.up(k, db.dialect) };
  }
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
