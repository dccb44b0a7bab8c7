import {
  REPORT_CUSTOM_DAYS_MAX,
  ReportTimeType,
  ReportType,
  type ReportBinding,
  type ReportDetail,
  type ReportInput,
  type ReportSheet,
  type ReportTemplateDetail,
  type ReportTimeType as TimeType,
} from '@iot/contract';
import dayjs, { type Dayjs } from 'dayjs';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The template form's fields (the grid and the bindings are kept beside it). */
export interface ReportForm {
  name: string;
  type: ReportType;
  timeType: TimeType;
  status: 0 | 1;
  receivers: number[];
  /** Custom range only. */
  range?: [Dayjs, Dayjs] | null;
}

export const BLANK_FORM: ReportForm = {
  name: '',
  type: ReportType.manual,
  timeType: ReportTimeType.daily,
  status: 1,
  receivers: [],
  range: null,
};

/** A new report started from a library template: named after it, of its period, enabled, pushed to nobody. */
export function templateForm(template: Pick<ReportTemplateDetail, 'name' | 'timeType'>): ReportForm {
  return { ...BLANK_FORM, name: template.name, timeType: template.timeType };
}

/** The form of a stored report. */
export function toReportForm(detail: ReportDetail): ReportForm {
  const range =
    detail.startTime && detail.endTime ? ([dayjs(detail.startTime), dayjs(detail.endTime)] as [Dayjs, Dayjs]) : null;
  return {
    name: detail.name,
    type: detail.type,
    timeType: detail.timeType,
    status: detail.status,
    receivers: [...detail.receivers],
    range,
  };
}

/** The body of `POST /report` (and with the id, `PUT /report`). */
export function toReportBody(form: ReportForm, sheets: ReportSheet[], bindings: ReportBinding[]): ReportInput {
  const custom = form.timeType === ReportTimeType.custom;
  const [start, end] = custom && form.range ? form.range : [null, null];
  return {
    name: form.name.trim(),
    // A custom range is never scheduled.
    type: custom ? ReportType.manual : form.type,
    timeType: form.timeType,
    status: form.status,
    sheets,
    bindings: bindings.filter((b) => b.sheet < sheets.length),
    receivers: !custom && form.type === ReportType.scheduled ? form.receivers : [],
    startTime: start ? start.format(TIME_FORMAT) : null,
    endTime: end ? end.format(TIME_FORMAT) : null,
  };
}

/**
 * `/monlucky`'s first range: today up to the current hour, or the whole of yesterday during the day's first
 * hour (today's range would be empty then, and refused).
 */
export function defaultCustomRange(now: Dayjs): [Dayjs, Dayjs] {
  const hour = now.startOf('hour');
  const day = now.startOf('day');
  return hour.isAfter(day) ? [day, hour] : [day.subtract(1, 'day'), day];
}

/** Whether a custom range is within the limit (start before end, at most REPORT_CUSTOM_DAYS_MAX days). */
export function rangeWithinLimit(range: readonly [Dayjs, Dayjs] | null | undefined): boolean {
  if (!range) return false;
  const [start, end] = range;
  return end.isAfter(start) && end.diff(start, 'millisecond') <= REPORT_CUSTOM_DAYS_MAX * 86_400_000;
}

/** Where the form shows a refusal the server names by its path (`name: required`, `bindings.3.sourceId: …`). */
const FIELD_OF: Readonly<Record<string, keyof ReportForm>> = {
  name: 'name',
  type: 'type',
  timeType: 'timeType',
  status: 'status',
  receivers: 'receivers',
  startTime: 'range',
  endTime: 'range',
};

export interface FieldRefusal {
  /** The form field, or the bindings (shown beside the grid), or the sheets. */
  field: keyof ReportForm | 'bindings' | 'sheets';
  /** Of a binding: its index in the bindings sent. */
  binding?: number;
  reason: string;
}

/** A server message `path: reason` mapped onto the form, else null (then it is shown as it is). */
export function fieldRefusal(message: string): FieldRefusal | null {
  // English `path: reason`, Chinese `path：reason`.
  const match = /^([A-Za-z_.0-9]+)(?:: |：)(.+)$/s.exec(message);
  const path = match?.[1];
  const reason = match?.[2];
  if (!path || !reason) return null;
  const [head, index] = path.split('.');
  if (head === 'bindings')
    return { field: 'bindings', binding: index === undefined ? undefined : Number(index), reason };
  if (head === 'sheets') return { field: 'sheets', reason };
  const field = head ? FIELD_OF[head] : undefined;
  return field ? { field, reason } : null;
}
