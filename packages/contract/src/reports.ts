import { z } from 'zod';
import { Id, Paging } from './envelope.js';
import { bi } from './messages.js';

/** Spreadsheet reports (`/report`): templates bound to variables, generated per period; docs/reports.md. */

/** `type`: 0 generated on demand, 1 also generated after each period closes and pushed by e-mail. */
export const ReportType = { manual: 0, scheduled: 1 } as const;
export type ReportType = (typeof ReportType)[keyof typeof ReportType];

/** `timeType`: the period a report covers (custom: a fixed range, never scheduled). */
export const ReportTimeType = { daily: 0, weekly: 1, monthly: 2, yearly: 3, custom: 4 } as const;
export type ReportTimeType = (typeof ReportTimeType)[keyof typeof ReportTimeType];
export const REPORT_TIME_TYPES = [0, 1, 2, 3, 4] as const;

/** What a bound cell shows of its slot: the value at the slot's start, or an aggregate over the slot. */
export const REPORT_AGGREGATIONS = ['at', 'first', 'last', 'avg', 'max', 'min', 'diff', 'count'] as const;
export type ReportAggregation = (typeof REPORT_AGGREGATIONS)[number];

/** A bound cell fills the whole period (none) or one cell per hour or day, down a column or along a row. */
export const REPORT_FILLS = ['none', 'hour', 'day'] as const;
export type ReportFill = (typeof REPORT_FILLS)[number];

export const REPORT_NAME_MAX = 64;
/** The template's sheet JSON, serialised. */
export const REPORT_SHEET_MAX_BYTES = 2 * 1024 * 1024;
/** Body limit of a template save: the sheets plus the other fields (a larger sheet gets a field error). */
export const REPORT_BODY_MAX = 4 * 1024 * 1024;
export const REPORT_SHEETS_MAX = 20;
export const REPORT_BINDINGS_MAX = 500;
export const REPORT_RECEIVERS_MAX = 50;
/** Grid bounds of a bound cell (Fortune-sheet's default grid is 84 × 60). */
export const REPORT_ROW_MAX = 10_000;
export const REPORT_COL_MAX = 1_000;
/** A custom range covers at most this many days. */
export const REPORT_CUSTOM_DAYS_MAX = 366;
export const REPORT_PAGE_SIZE = 15;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const unset = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const oneOf = <const V extends readonly number[]>(values: V) => z.coerce.number().pipe(z.literal(values));

/** A Fortune-sheet cell as stored: only its position is checked, its value object is kept as data. */
const SheetCell = z.looseObject({
  r: z.number().int().min(0).max(REPORT_ROW_MAX),
  c: z.number().int().min(0).max(REPORT_COL_MAX),
  v: z.unknown(),
});

/** A Fortune-sheet sheet, checked loosely: a name, sparse cells and its config (merges, sizes) as data. */
export const ReportSheet = z.looseObject({
  name: z.string().trim().min(1).max(64),
  celldata: z.array(SheetCell).default([]),
  config: z.record(z.string(), z.unknown()).optional(),
});
export type ReportSheet = z.output<typeof ReportSheet>;

export const ReportBinding = z
  .object({
    /** The sheet's index in `sheets`. */
    sheet: z
      .number()
      .int()
      .min(0)
      .max(REPORT_SHEETS_MAX - 1)
      .default(0),
    row: z.number().int().min(0).max(REPORT_ROW_MAX),
    col: z.number().int().min(0).max(REPORT_COL_MAX),
    /** What the cell shows: a variable's or custom data item's values, or the slot's start time. */
    source: z.enum(['variable', 'customData', 'time']),
    /** The variable's or the item's id (none for time). */
    sourceId: z.number().int().positive().nullable().default(null),
    aggregation: z.enum(REPORT_AGGREGATIONS).default('avg'),
    fill: z.enum(REPORT_FILLS).default('none'),
    /** A filled cell repeats down its column (`column`) or along its row (`row`). */
    direction: z.enum(['column', 'row']).default('column'),
  })
  .superRefine((b, issue) => {
    if ((b.source === 'time') !== (b.sourceId === null)) {
      const message = b.source === 'time' ? bi('时间单元格不可填', 'not for a time cell') : bi('必填', 'required');
      issue.addIssue({ code: 'custom', path: ['sourceId'], message });
    }
    if (b.source === 'time' && b.fill === 'none') {
      issue.addIssue({ code: 'custom', path: ['fill'], message: bi('时间单元格须按小时或天填充', 'hour or day') });
    }
  });
export type ReportBinding = z.output<typeof ReportBinding>;
export type ReportBindingInput = z.input<typeof ReportBinding>;

const reportFields = {
  name: z.string().trim().min(1, bi('必填', 'required')).max(REPORT_NAME_MAX),
  type: z.literal([0, 1]).default(0),
  timeType: z.literal(REPORT_TIME_TYPES),
  status: z.literal([0, 1]).default(1),
  sheets: z.array(ReportSheet).min(1).max(REPORT_SHEETS_MAX),
  bindings: z.array(ReportBinding).max(REPORT_BINDINGS_MAX).default([]),
  /** Scheduled reports: the users of the company the generated file is e-mailed to. */
  receivers: z.array(z.number().int().positive()).max(REPORT_RECEIVERS_MAX).default([]),
  /** Custom reports: the range, `yyyy-MM-dd HH:mm:ss` or epoch ms. */
  startTime: z.union([z.string(), z.number()]).nullable().default(null),
  endTime: z.union([z.string(), z.number()]).nullable().default(null),
};

type Fields = z.output<z.ZodObject<typeof reportFields>>;

function checkReport(r: Fields, issue: z.core.$RefinementCtx) {
  const custom = r.timeType === ReportTimeType.custom;
  for (const field of ['startTime', 'endTime'] as const) {
    if ((r[field] !== null) !== custom) {
      const message = custom ? bi('自定义报表必填', 'required for a custom range') : bi('仅自定义报表', 'custom only');
      issue.addIssue({ code: 'custom', path: [field], message });
    }
  }
  if (custom && r.type === ReportType.scheduled) {
    issue.addIssue({
      code: 'custom',
      path: ['type'],
      message: bi('自定义报表不能定时', 'a custom range is not scheduled'),
    });
  }
  r.bindings.forEach((b, i) => {
    if (b.sheet >= r.sheets.length) {
      issue.addIssue({ code: 'custom', path: ['bindings', i, 'sheet'], message: bi('没有该工作表', 'no such sheet') });
    }
  });
  if (JSON.stringify(r.sheets).length > REPORT_SHEET_MAX_BYTES) {
    issue.addIssue({
      code: 'custom',
      path: ['sheets'],
      message: bi('表格过大（最多 2 MB）', 'too large (2 MB at most)'),
    });
  }
}

/** `POST /report` */
export const ReportCreate = z
  .object({ ...reportFields, companyId: z.number().int().positive().optional() })
  .superRefine(checkReport);
export type ReportCreate = z.output<typeof ReportCreate>;
export type ReportInput = z.input<typeof ReportCreate>;

/** `PUT /report`: the whole template (its company stays). */
export const ReportUpdate = z.object({ id: z.number().int().positive(), ...reportFields }).superRefine(checkReport);
export type ReportUpdate = z.output<typeof ReportUpdate>;

/** `POST /report/status/{id}` */
export const ReportStatusBody = z.object({ status: z.literal([0, 1]) });

/** `POST /report/searchPage` */
export const ReportPageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(REPORT_PAGE_SIZE),
  param: z
    .object({
      name: unset(z.string().trim().max(REPORT_NAME_MAX)),
      type: unset(oneOf([0, 1])),
      timeType: unset(oneOf(REPORT_TIME_TYPES)),
      status: unset(oneOf([0, 1])),
    })
    .default({}),
});
export type ReportPageQuery = z.output<typeof ReportPageQuery>;

/** `POST /report/generate/{id}`: the period containing `time` (default: now); a custom report its range. */
export const ReportGenerateBody = z.object({ time: unset(z.union([z.string(), z.number()])) });
export type ReportGenerateBody = z.output<typeof ReportGenerateBody>;

/** `POST /report/history/searchPage`: generated reports, newest first. */
export const ReportFilePageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(REPORT_PAGE_SIZE),
  param: z.object({ reportId: unset(Id) }).default({}),
});
export type ReportFilePageQuery = z.output<typeof ReportFilePageQuery>;

/** `GET /report/exportAuto/{id}`: the generated file's download path (under /admin/api, with a session). */
export interface ReportExport {
  id: number;
  path: string;
}

/** A row of `/report/searchPage` (the spec's id, name, type, timeType, status, and more). */
export interface ReportRecord {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  type: ReportType;
  timeType: ReportTimeType;
  status: 0 | 1;
  receivers: number[];
  startTime: string | null;
  endTime: string | null;
  createTime: string;
  updateTime: string;
}

/** `GET /report/{id}`: the record with its template. */
export interface ReportDetail extends ReportRecord {
  sheets: ReportSheet[];
  bindings: ReportBinding[];
}

/** How a generated report came about. */
export const REPORT_FILE_SOURCES = ['call', 'schedule'] as const;
export type ReportFileSource = (typeof REPORT_FILE_SOURCES)[number];

/** A generated report (`/report/history/...`). */
export interface ReportFileRecord {
  id: number;
  reportId: number;
  reportName: string;
  periodStart: string;
  periodEnd: string;
  source: ReportFileSource;
  /** Authenticated download of the XLSX, relative to /admin/api. */
  filePath: string;
  size: number;
  /** Scheduled reports: null not pushed (yet), else how many receivers it was sent to and when. */
  pushCount: number | null;
  pushTime: string | null;
  createTime: string;
}

/** `GET /report/history/{id}`: the record with its filled sheets (read-only in the console). */
export interface ReportFileDetail extends ReportFileRecord {
  sheets: ReportSheet[];
}

/** `POST /report/template/searchPage`: the built-in templates, then the company's own, newest first. */
export const ReportTemplatePageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(REPORT_PAGE_SIZE),
  param: z
    .object({
      name: unset(z.string().trim().max(REPORT_NAME_MAX)),
      timeType: unset(oneOf(REPORT_TIME_TYPES)),
      /** Only the built-in templates (1) or only the company's own (0). */
      builtin: unset(oneOf([0, 1])),
    })
    .default({}),
});
export type ReportTemplatePageQuery = z.output<typeof ReportTemplatePageQuery>;

/** `POST /report/template`: saves a report's sheets and bindings as a template of its company. */
export const ReportTemplateCreate = z.object({
  reportId: z.number().int().positive(),
  name: reportFields.name,
});
export type ReportTemplateCreate = z.output<typeof ReportTemplateCreate>;

/** A template of the library: built in (named in the caller's language, no company) or a company's. */
export interface ReportTemplateRecord {
  id: number;
  name: string;
  timeType: ReportTimeType;
  builtin: boolean;
  companyId: number | null;
  companyName: string | null;
  /** Null for a built-in template. */
  createTime: string | null;
}

/** `GET /report/template/{id}`: what a new report started from it gets (`reportUrls.fromTemplate`). */
export interface ReportTemplateDetail extends ReportTemplateRecord {
  sheets: ReportSheet[];
  bindings: ReportBinding[];
}

/**
 * The console's report addresses, one place for every screen that links to them:
 * the template grid (`/lunkyInfo`, blank, by id or started from a library template), the real-time report
 * (`/luckyInfo`), a generated report read-only (`/luckyOff`), a report shared with me read-only for a
 * period (`/luckyOff1?id&type&timeType`) and the custom-range report (`/monlucky`).
 */
export const reportUrls = {
  edit: (id?: number) => (id === undefined ? '/lunkyInfo' : `/lunkyInfo?id=${id}`),
  fromTemplate: (templateId: number) => `/lunkyInfo?template=${templateId}`,
  live: (id: number) => `/luckyInfo?id=${id}`,
  generated: (fileId: number) => `/luckyOff?id=${fileId}`,
  shared: (id: number, type: ReportType, timeType: ReportTimeType) =>
    `/luckyOff1?id=${id}&type=${type}&timeType=${timeType}`,
  custom: (id?: number) => (id === undefined ? '/monlucky' : `/monlucky?id=${id}`),
} as const;
