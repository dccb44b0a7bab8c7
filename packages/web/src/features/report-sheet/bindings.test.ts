import type { ReportBinding } from '@iot/contract';
import { ReportBinding as ReportBindingSchema } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BINDING_FORM,
  MARK_COLORS,
  bindingAt,
  bindingFormError,
  bindingMarks,
  bindingText,
  cellName,
  columnName,
  fromBindingForm,
  putBinding,
  removeBinding,
  toBindingForm,
} from './bindings';

const variable = (row: number, col: number, sourceId = 7): ReportBinding => ({
  sheet: 0,
  row,
  col,
  source: 'variable',
  sourceId,
  aggregation: 'avg',
  fill: 'hour',
  direction: 'column',
});

describe('cell names', () => {
  it('names columns and cells like the grid', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(cellName(2, 1)).toBe('B3');
  });
});

describe('binding ↔ cell', () => {
  it('puts one binding per cell, ordered, and removes it', () => {
    let list = putBinding([], variable(2, 1));
    list = putBinding(list, variable(0, 3));
    list = putBinding(list, { ...variable(2, 1, 9), aggregation: 'max' });
    expect(list.map((b) => [b.row, b.col, b.sourceId, b.aggregation])).toEqual([
      [0, 3, 7, 'avg'],
      [2, 1, 9, 'max'],
    ]);
    expect(bindingAt(list, { sheet: 0, row: 2, col: 1 })?.sourceId).toBe(9);
    expect(bindingAt(list, { sheet: 1, row: 2, col: 1 })).toBeUndefined();
    expect(removeBinding(list, { sheet: 0, row: 0, col: 3 }).map((b) => b.col)).toEqual([1]);
  });

  it('turns the dialog into a binding the contract accepts, and back', () => {
    const cell = { sheet: 0, row: 4, col: 2 };
    const form = { ...DEFAULT_BINDING_FORM, sourceId: 12, sourceName: 'Pump / temp', aggregation: 'max' as const };
    const binding = fromBindingForm(cell, form);
    expect(ReportBindingSchema.parse(binding)).toEqual(binding);
    expect(toBindingForm(binding, 'Pump / temp')).toEqual(form);
    expect(toBindingForm(undefined)).toEqual(DEFAULT_BINDING_FORM);
  });

  it('gives a time cell no source and asks it to fill', () => {
    const cell = { sheet: 0, row: 2, col: 0 };
    const time = { ...DEFAULT_BINDING_FORM, source: 'time' as const, sourceId: 5 };
    expect(bindingFormError(time)).toBe('timeFill');
    const binding = fromBindingForm(cell, { ...time, fill: 'hour' });
    expect(binding.sourceId).toBeNull();
    expect(ReportBindingSchema.safeParse(binding).success).toBe(true);
    expect(bindingFormError(DEFAULT_BINDING_FORM)).toBe('source');
    expect(bindingFormError({ ...DEFAULT_BINDING_FORM, sourceId: 1 })).toBeNull();
  });
});

describe('marks', () => {
  it('marks each bound cell in its source colour, keyed by sheet, row and column', () => {
    const time: ReportBinding = { ...variable(2, 0), source: 'time', sourceId: null };
    const custom: ReportBinding = { ...variable(0, 3), sheet: 1, source: 'customData' };
    const marks = bindingMarks([variable(2, 1), time, custom]);
    expect([...marks]).toEqual([
      ['0:2:1', MARK_COLORS.variable],
      ['0:2:0', MARK_COLORS.time],
      ['1:0:3', MARK_COLORS.customData],
    ]);
  });

  it('writes a placeholder naming the source, aggregation and fill', () => {
    expect(bindingText(variable(2, 1), 'Pump / temp', { time: 'time' })).toBe('{Pump / temp · avg · hour}');
    expect(bindingText({ ...variable(0, 0), fill: 'none' }, '', { time: 'time' })).toBe('{#7 · avg}');
    expect(bindingText({ ...variable(0, 0), source: 'time', sourceId: null, fill: 'day' }, '', { time: '时间' })).toBe(
      '{时间 · day}',
    );
  });
});
