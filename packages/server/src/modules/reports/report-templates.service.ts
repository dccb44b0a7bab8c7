import type {
  MessageLanguage,
  Page,
  ReportTemplateCreate,
  ReportTemplateDetail,
  ReportTemplatePageQuery,
  ReportTemplateRecord,
  ReportTimeType,
} from '@iot/contract';
import { sql, type Selectable } from 'kysely';
import type { Ctx } from '../../context.js';
import { fetchPage } from '../../db/paging.js';
import type { ReportTemplateTable } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext, Scope } from '../access/access.service.js';
import { BUILTIN_REPORT_TEMPLATE_KEYS, builtinTemplate, isBuiltinKey } from './builtin-templates.js';
import { parseBindings, parseSheets, type ReportService } from './reports.service.js';

type TemplateRow = Selectable<ReportTemplateTable> & { companyName: string | null };

/**
 * `/report/template`: the template library (`/tempReport`): the built-in templates every company sees,
 * named in the caller's language, and the templates a company saved from its reports, seen in its scope.
 */
export function createReportTemplateService(ctx: Ctx, deps: { reports: Pick<ReportService, 'visible'> }) {
  const { kysely } = ctx.db;
  const { timeZone } = ctx.config;

  const library = (scope: Scope) =>
    kysely
      .selectFrom('reportTemplates as t')
      .leftJoin('companies as c', 'c.id', 't.companyId')
      .selectAll('t')
      .select('c.name as companyName')
      .$if(!scope.all, (qb) =>
        qb.where((eb) => eb.or([eb('t.companyId', 'is', null), eb('t.companyId', 'in', scopeCompanyIds(scope))])),
      );

  function present(row: TemplateRow, language: MessageLanguage): ReportTemplateRecord {
    const builtin = row.builtin !== null && isBuiltinKey(row.builtin);
    return {
      id: row.id,
      name: builtin ? builtinTemplate(row.builtin as never, language).name : row.name,
      timeType: row.timeType as ReportTimeType,
      builtin,
      companyId: row.companyId,
      companyName: row.companyName,
      createTime: builtin ? null : formatTime(row.createdAt, timeZone),
    };
  }

  /** Built-in keys whose name in the caller's language contains `name`. */
  const builtinsNamed = (name: string, language: MessageLanguage) =>
    Object.keys(BUILTIN_REPORT_TEMPLATE_KEYS).filter((key) =>
      builtinTemplate(key as never, language)
        .name.toLowerCase()
        .includes(name.toLowerCase()),
    );

  async function page(
    auth: AuthContext,
    query: ReportTemplatePageQuery,
    language: MessageLanguage,
  ): Promise<Page<ReportTemplateRecord>> {
    const { name, timeType, builtin } = query.param;
    const q = library(auth.scope)
      .$if(timeType !== undefined, (qb) => qb.where('t.timeType', '=', timeType!))
      .$if(builtin === 1, (qb) => qb.where('t.builtin', 'is not', null))
      .$if(builtin === 0, (qb) => qb.where('t.builtin', 'is', null))
      .$if(Boolean(name), (qb) =>
        qb.where((eb) => {
          const keys = builtinsNamed(name!, language);
          const own = eb.and([eb('t.builtin', 'is', null), containsText('t.name', name!)]);
          return keys.length === 0 ? own : eb.or([eb('t.builtin', 'in', keys), own]);
        }),
      )
      .orderBy(sql`case when ${sql.ref('t.builtin')} is null then 1 else 0 end`)
      .orderBy('t.id', 'desc');
    const { rows, total } = await fetchPage(q, query);
    const records = rows.map((row) => present(row, language));
    return { records, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function visible(auth: AuthContext, id: number): Promise<TemplateRow> {
    const row = await library(auth.scope).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('report template');
    return row;
  }

  async function get(auth: AuthContext, id: number, language: MessageLanguage): Promise<ReportTemplateDetail> {
    const row = await visible(auth, id);
    const record = present(row, language);
    if (record.builtin) {
      const made = builtinTemplate(row.builtin as never, language);
      return { ...record, sheets: made.sheets, bindings: made.bindings };
    }
    return { ...record, sheets: parseSheets(row.sheets), bindings: parseBindings(row.bindings) };
  }

  /** Saves a report the caller sees as a template of the report's company. */
  async function create(auth: AuthContext, input: ReportTemplateCreate): Promise<{ id: number }> {
    const report = await deps.reports.visible(auth, input.reportId);
    const made = await kysely
      .insertInto('reportTemplates')
      .values({
        companyId: report.companyId,
        builtin: null,
        name: input.name,
        timeType: report.timeType,
        sheets: report.sheets,
        bindings: report.bindings,
        createdBy: auth.user.id,
        createdAt: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: made.id };
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const row = await visible(auth, id);
    if (row.builtin !== null) {
      throw badRequest(fieldText('id', { zh: '内置模板不能删除', en: 'a built-in template cannot be deleted' }));
    }
    await kysely.deleteFrom('reportTemplates').where('id', '=', row.id).execute();
  }

  return { page, get, create, remove };
}
export type ReportTemplateService = ReturnType<typeof createReportTemplateService>;
