import { ReportCreate, ReportTimeType, ReportType, type ReportDetail } from '@iot/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  BLANK_FORM,
  defaultCustomRange,
  fieldRefusal,
  rangeWithinLimit,
  templateForm,
  toReportBody,
  toReportForm,
} from './report-form';

const sheets = [{ name: 'Sheet1', celldata: [{ r: 0, c: 0, v: { v: 'Title', m: 'Title' } }] }];

describe('template form', () => {
  it('makes a body the contract accepts', () => {
    const body = toReportBody({ ...BLANK_FORM, name: '  Daily ' }, sheets, []);
    expect(body).toMatchObject({ name: 'Daily', type: 0, timeType: 0, status: 1, startTime: null, endTime: null });
    expect(ReportCreate.safeParse(body).success).toBe(true);
  });

  it('sends a custom range, never scheduled, without receivers', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-01-01 00:00:00'), dayjs('2026-01-08 00:00:00')];
    const body = toReportBody(
      {
        ...BLANK_FORM,
        name: 'Week',
        timeType: ReportTimeType.custom,
        type: ReportType.scheduled,
        receivers: [3],
        range,
      },
      sheets,
      [],
    );
    expect(body).toMatchObject({
      type: 0,
      receivers: [],
      startTime: '2026-01-01 00:00:00',
      endTime: '2026-01-08 00:00:00',
    });
    expect(ReportCreate.safeParse(body).success).toBe(true);
  });

  it('keeps receivers of a scheduled report only, and drops bindings of deleted sheets', () => {
    const binding = {
      sheet: 1,
      row: 0,
      col: 0,
      source: 'time' as const,
      sourceId: null,
      aggregation: 'at' as const,
      fill: 'hour' as const,
      direction: 'column' as const,
    };
    const scheduled = toReportBody({ ...BLANK_FORM, name: 'S', type: 1, receivers: [4, 5] }, sheets, [binding]);
    expect(scheduled.receivers).toEqual([4, 5]);
    expect(scheduled.bindings).toEqual([]);
    expect(toReportBody({ ...BLANK_FORM, name: 'M', receivers: [4] }, sheets, []).receivers).toEqual([]);
  });

  it('reads a stored report back; a library template starts a new one', () => {
    const detail = {
      id: 3,
      name: 'Monthly',
      type: 1,
      timeType: 2,
      status: 0,
      receivers: [8],
      startTime: null,
      endTime: null,
    } as unknown as ReportDetail;
    expect(toReportForm(detail)).toEqual({
      name: 'Monthly',
      type: 1,
      timeType: 2,
      status: 0,
      receivers: [8],
      range: null,
    });
    expect(templateForm({ name: 'Monthly energy', timeType: 2 })).toEqual({
      name: 'Monthly energy',
      type: 0,
      timeType: 2,
      status: 1,
      receivers: [],
      range: null,
    });
  });

  it('limits a custom range to 366 days', () => {
    const start = dayjs('2025-01-01 00:00:00');
    expect(rangeWithinLimit([start, start.add(366, 'day')])).toBe(true);
    expect(rangeWithinLimit([start, start.add(367, 'day')])).toBe(false);
    expect(rangeWithinLimit([start, start])).toBe(false);
    expect(rangeWithinLimit(null)).toBe(false);
  });

  it('maps the server’s refusals onto fields in either language', () => {
    expect(fieldRefusal('name: required')).toEqual({ field: 'name', reason: 'required' });
    expect(fieldRefusal('name：必填')).toEqual({ field: 'name', reason: '必填' });
    expect(fieldRefusal('endTime: 366 days at most')).toEqual({ field: 'range', reason: '366 days at most' });
    expect(fieldRefusal("bindings.2.sourceId: not of the report's company")).toEqual({
      field: 'bindings',
      binding: 2,
      reason: "not of the report's company",
    });
    expect(fieldRefusal('sheets: too large (2 MB at most)')?.field).toBe('sheets');
    expect(fieldRefusal('report not found')).toBeNull();
  });
});

describe('custom range', () => {
  const shown = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((d) => d.format('YYYY-MM-DD HH:mm'));

  it('starts as today up to the current hour', () => {
    expect(shown(defaultCustomRange(dayjs('2026-11-27 14:35')))).toEqual(['2026-11-27 00:00', '2026-11-27 14:00']);
  });

  it("is yesterday during the day's first hour, never an empty range", () => {
    expect(shown(defaultCustomRange(dayjs('2026-11-27 00:59')))).toEqual(['2026-11-26 00:00', '2026-11-27 00:00']);
  });
});
