import { describe, expect, it } from 'vitest';
import { markerState, MARKER_COLOURS, runStatusOf } from './marker-state';

describe('marker colour by state', () => {
  it('is blue online and grey offline before any run status', () => {
    expect(MARKER_COLOURS[markerState(true, undefined)]).toBe('#1677ff');
    expect(MARKER_COLOURS[markerState(false, undefined)]).toBe('#8c8c8c');
  });

  it('turns yellow for the stopped codes and green for the others', () => {
    for (const code of [1, 2, 3, 9, 10, 26, 27]) expect(markerState(true, code)).toBe('stopped');
    for (const code of [0, 4, 8, 11, 28]) expect(markerState(true, code)).toBe('running');
  });

  it('stays grey offline whatever the gateway reported before', () => {
    expect(markerState(false, 1)).toBe('offline');
    expect(markerState(false, 0)).toBe('offline');
  });

  it('reads the run status from the value or the status field', () => {
    expect(runStatusOf({ value: 3 })).toBe(3);
    expect(runStatusOf({ value: '9' })).toBe(9);
    expect(runStatusOf({ status: 26 })).toBe(26);
    expect(runStatusOf({ value: 'stop' })).toBeUndefined();
    expect(runStatusOf({})).toBeUndefined();
    expect(runStatusOf(undefined)).toBeUndefined();
  });
});
