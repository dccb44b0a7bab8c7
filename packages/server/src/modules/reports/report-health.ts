import type { ReportBinding } from '@iot/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The report facts of a gateway's health score (docs/health-score.md). */
export interface ReportHealthFacts {
  /** Enabled reports with a cell bound to one of the gateway's variables. */
  reportNum: number;
  /** Scheduled runs of those reports generated in the period (each is pushed to its receivers)... */
  reportPushNum: number;
  /** ...and those that reached at least one receiver. */
  reportPushSucNum: number;
}

const NONE: ReportHealthFacts = { reportNum: 0, reportPushNum: 0, reportPushSucNum: 0 };

export async function reportHealthFacts(
  kysely: Kysely<Database>,
  deviceId: number,
  period: { from: number; to: number },
): Promise<ReportHealthFacts> {
  const device = await kysely.selectFrom('devices').select('companyId').where('id', '=', deviceId).executeTakeFirst();
  if (!device) return NONE;
  const variables = await kysely.selectFrom('variables').select('id').where('deviceId', '=', deviceId).execute();
  const own = new Set(variables.map((v) => v.id));
  const reports = await kysely
    .selectFrom('reports')
    .select(['id', 'bindings'])
    .where('companyId', '=', device.companyId)
    .where('status', '=', 1)
    .execute();
  const bound = reports
    .filter((r) =>
      (JSON.parse(r.bindings) as ReportBinding[]).some((b) => b.source === 'variable' && own.has(b.sourceId!)),
    )
    .map((r) => r.id);
  if (bound.length === 0) return NONE;
  const runs = await kysely
    .selectFrom('reportFiles')
    .select('pushCount')
    .where('reportId', 'in', bound)
    .where('source', '=', 'schedule')
    .where('createdAt', '>=', period.from)
    .where('createdAt', '<', period.to)
    .execute();
  return {
    reportNum: bound.length,
    reportPushNum: runs.length,
    reportPushSucNum: runs.filter((r) => (r.pushCount ?? 0) > 0).length,
  };
}
