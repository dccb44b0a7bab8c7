import { describe, expect, it } from 'vitest';
import { sanitizeFlowDocument } from './document.js';
import { migrateFlowDocument } from './migrations.js';

/** The engine's raw dump as the original product stored it: version 0. */
const versionZero = {
  pens: [
    {
      id: 'pipe',
      name: 'line',
      type: 1,
      x: 0,
      y: 0,
      width: 10,
      height: 0,
      lineAnimateType: 3,
      autoPlay: true,
      keepAnimateState: true,
      animateSpan: 4,
      anchors: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
    },
    {
      id: 'v',
      name: 'text',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      calculative: { worldRect: {} },
      data: {
        data: [
          { msgType: '2', varId: 9, variableName: 'energy' },
          { msgType: '1', deviceId: 1, varId: 4 },
        ],
      },
    },
  ],
  background: '#102030',
  grid: true,
  gridSize: 15,
  scale: 1.5,
  origin: { x: 10, y: 20 },
  locked: 1,
};

describe('flow document migrations', () => {
  it('lifts version 0 to the current version', () => {
    const doc = sanitizeFlowDocument(versionZero);
    if (!doc.success) throw doc.error;
    expect(doc.data.version).toBe(1);
    expect(doc.data.canvas).toEqual({
      bkColor: '#102030',
      grid: true,
      gridSize: 15,
      disableDockLine: false,
      locked: 1,
    });
    expect(doc.data.scale).toBe(1.5);
    expect(doc.data.origin).toEqual({ x: 10, y: 20 });
    expect(doc.data.pens[0]).toMatchObject({ animateType: 3, animatePlay: true, editStop: true, animateSpan: 4 });
    expect(doc.data.pens[0]).not.toHaveProperty('lineAnimateType');
    expect(doc.data.pens[1]!.data!.data[0]).toMatchObject({ msgType: '2', customDataId: 9, variableName: 'energy' });
    expect(doc.data.pens[1]!.data!.data[0]).not.toHaveProperty('varId');
    expect(doc.data.pens[1]!.data!.data[1]).toMatchObject({ msgType: '1', deviceId: 1, varId: 4 });
    expect(doc.data.pens[1]).not.toHaveProperty('calculative');
  });

  it('leaves a current document as it is, and hands on what it cannot read', () => {
    const current = { version: 1, pens: [] };
    expect(migrateFlowDocument(current)).toBe(current);
    expect(migrateFlowDocument([1])).toEqual([1]);
    expect(migrateFlowDocument({ version: -1 })).toEqual({ version: -1 });
  });
});
