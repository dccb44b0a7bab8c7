import { describe, expect, it } from 'vitest';
import { flowCentrelines, flowLinePens, pathPolylines } from './flow-centreline';

const ELBOW = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g><path d="M0 24H32Z"/>
<path class="flow" d="M0 32H28A4 4 0 0 1 32 36V64" fill="none" stroke="none"/></g></svg>`;

describe('pipe flow centrelines', () => {
  it('reads a path as polylines, a move starting a new one', () => {
    expect(pathPolylines('M0 32H64M32 32V64')).toEqual([
      [
        { x: 0, y: 32 },
        { x: 64, y: 32 },
      ],
      [
        { x: 32, y: 32 },
        { x: 32, y: 64 },
      ],
    ]);
    expect(pathPolylines('m10 10 l5 0 v5 z')).toEqual([
      [
        { x: 10, y: 10 },
        { x: 15, y: 10 },
        { x: 15, y: 15 },
        { x: 10, y: 10 },
      ],
    ]);
  });

  it('finds only the class="flow" paths, as fractions of the view box', () => {
    expect(flowCentrelines(ELBOW)).toEqual([
      [
        { x: 0, y: 0.5 },
        { x: 0.4375, y: 0.5 },
        { x: 0.5, y: 0.5625 },
        { x: 0.5, y: 1 },
      ],
    ]);
    expect(flowCentrelines('<svg viewBox="0 0 10 10"><path d="M0 0H10"/></svg>')).toEqual([]);
  });

  it('lays animated lines over the symbol pen', () => {
    const [line] = flowLinePens({ x: 100, y: 200, width: 128, height: 128 }, flowCentrelines(ELBOW));
    expect(line).toMatchObject({ name: 'line', type: 1, x: 100, y: 264, width: 64, height: 64, autoPlay: true });
    expect(line!.anchors).toEqual([
      { id: '0', x: 0, y: 0 },
      { id: '1', x: 0.875, y: 0 },
      { id: '2', x: 1, y: 0.125 },
      { id: '3', x: 1, y: 1 },
    ]);
  });
});
