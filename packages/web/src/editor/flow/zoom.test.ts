import { describe, expect, it } from 'vitest';
import { clampZoom, stepZoom, zoomPercent } from './zoom';

describe('zoom', () => {
  it('stays within 50 to 200 percent', () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(5)).toBe(2);
    expect(clampZoom(1.234)).toBe(1.23);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('steps by ten percent without float drift and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(0.7, -1)).toBe(0.6);
    expect(stepZoom(2, 1)).toBe(2);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(zoomPercent(1.1000000001)).toBe(110);
  });
});
