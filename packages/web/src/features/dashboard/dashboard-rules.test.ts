import { describe, expect, it } from 'vitest';
import {
  CAMERA_WINDOW,
  filterBody,
  formatHealth,
  formatPart,
  formatRatio,
  healthColour,
  markersOf,
  moveCameraWindow,
  STATUS_GREEN,
  STATUS_RED,
} from './dashboard-rules';

describe('health score display', () => {
  it('is red under 90 and green from 90', () => {
    expect(healthColour(89.9)).toBe(STATUS_RED);
    expect(healthColour(0)).toBe(STATUS_RED);
    expect(healthColour(90)).toBe(STATUS_GREEN);
    expect(healthColour(100)).toBe(STATUS_GREEN);
  });

  it('shows the score as an integer and the parts with one decimal', () => {
    expect(formatHealth(37.5)).toBe('38');
    expect(formatHealth(89.4)).toBe('89');
    expect(formatPart(17.142857)).toBe('17.1');
    expect(formatPart(10)).toBe('10.0');
    expect(formatPart(0)).toBe('0.0');
  });

  it('shows ratios with two decimals and a dash without one', () => {
    expect(formatRatio(66.666)).toBe('66.67');
    expect(formatRatio(null)).toBe('--');
  });
});

describe('filter body', () => {
  it('omits the online state when all and blank texts', () => {
    expect(filterBody({ online: 'all', nameplate: '  ', area: '' })).toEqual({
      deviceMouldId: undefined,
      nameplate: undefined,
      isonline: undefined,
      area: undefined,
    });
  });

  it('sends every field set, texts trimmed', () => {
    expect(filterBody({ deviceMouldId: 4, nameplate: ' NP-1 ', online: 0, area: '四川省 ' })).toEqual({
      deviceMouldId: 4,
      nameplate: 'NP-1',
      isonline: 0,
      area: '四川省',
    });
    expect(filterBody({ online: 1 }).isonline).toBe(1);
  });
});

describe('camera feed window (spec 4.4)', () => {
  it('moves by one and stops at both ends', () => {
    expect(moveCameraWindow(0, -1, 5)).toBeNull();
    expect(moveCameraWindow(0, 1, 5)).toBe(1);
    expect(moveCameraWindow(2, 1, 5)).toBe(3);
    expect(moveCameraWindow(3, 1, 5)).toBeNull();
    expect(moveCameraWindow(3, -1, 5)).toBe(2);
  });

  it('has nowhere to go with a window or less of cameras', () => {
    for (const total of [0, 1, CAMERA_WINDOW]) {
      expect(moveCameraWindow(0, 1, total)).toBeNull();
      expect(moveCameraWindow(0, -1, total)).toBeNull();
    }
  });
});

describe('map markers from the marker call', () => {
  it('turns column i of every field into gateway i', () => {
    const markers = markersOf({
      total: 3,
      unplaced: 1,
      id: [4, 9],
      identity: ['GW4', 'GW9'],
      name: ['Boiler', 'Pump'],
      lat: [30.2, 29.5],
      lng: [120.1, 106.5],
      isonline: [1, 0],
      configFlowId: [null, 7],
      cameraId: [3, null],
    });
    expect(markers).toEqual([
      { id: 4, identity: 'GW4', name: 'Boiler', lat: 30.2, lng: 120.1, isonline: 1, configFlowId: null, cameraId: 3 },
      { id: 9, identity: 'GW9', name: 'Pump', lat: 29.5, lng: 106.5, isonline: 0, configFlowId: 7, cameraId: null },
    ]);
  });
});
