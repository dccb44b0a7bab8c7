import { sanitizeFlowDocument, type FlowDocument } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { documentToEngine, engineToDocument, openForEngine } from './conversion';
import everyKind from './fixtures/every-kind.json';
import pumpStation from './fixtures/pump-station.json';

const FIXTURES: Record<string, unknown> = { 'pump station': pumpStation, 'every kind': everyKind };

const read = (raw: unknown): FlowDocument => {
  const parsed = sanitizeFlowDocument(raw);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
};

describe('document ⇄ engine data', () => {
  for (const [name, raw] of Object.entries(FIXTURES)) {
    it(`${name}: document → engine → document is identity`, () => {
      const doc = read(raw);
      const engine = documentToEngine(doc);
      // What the engine gives back went through JSON (its data() is serialized by the editor on save).
      const back = engineToDocument(JSON.parse(JSON.stringify(engine)) as typeof engine);
      expect(back.success).toBe(true);
      expect(back.data).toEqual(doc);
    });
  }

  it('writes the engine names, and keeps our settings and events out of its way', () => {
    const engine = documentToEngine(read(everyKind));
    const line = engine.pens.find((p) => p.id === 'line-1')!;
    expect(line).toMatchObject({ lineAnimateType: 1, autoPlay: false, keepAnimateState: true, animateSpan: 2 });
    expect(line).not.toHaveProperty('animateType');
    const chart = engine.pens.find((p) => p.id === 'chart-5')!;
    expect(chart.echarts).toEqual({ option: { series: [{ type: 'line', data: [1, 2] }] } });
    expect(chart.iotData).toMatchObject({ echarts: { type: '5' } });
    const events = engine.pens.find((p) => p.id === 'events')!;
    expect(events.events).toBeUndefined();
    expect(events.iotEvents).toHaveLength(14);
    expect(engine.pens.find((p) => p.id === 'k-square')!.lineDash).toEqual([12, 6]);
    expect(engine).toMatchObject({ background: '#fff', gridSize: 10, disableDock: true });
  });

  it('drops what the engine adds, and anything unsafe it would carry back', () => {
    const engine = documentToEngine(read(pumpStation));
    const pen = engine.pens[0]!;
    Object.assign(pen, { calculative: { worldRect: {} }, initJs: 'alert(1)', iframe: 'javascript:alert(1)' });
    const back = engineToDocument(engine);
    expect(JSON.stringify(back.data)).not.toMatch(/calculative|initJs|javascript/);
  });

  it('opens a stored flow of any version, or says which field is wrong', () => {
    const opened = openForEngine({
      pens: [{ id: 'a', name: 'line', x: 0, y: 0, width: 1, height: 1, lineAnimateType: 2 }],
    });
    expect('engine' in opened && opened.engine.pens[0]).toMatchObject({ lineAnimateType: 2 });
    expect(
      openForEngine({ version: 1, pens: [{ id: 'a', name: 'text', x: 0, y: 0, width: 1, height: 1, rotate: 400 }] }),
    ).toEqual({
      error: expect.stringMatching(/^pens\.0\.rotate: /),
    });
  });

  it('animates a node by frames written from its preset, and saves only the preset', () => {
    const engine = documentToEngine(read(everyKind));
    const heart = engine.pens.find((p) => p.id === 'k-circle')!;
    expect(heart).toMatchObject({ autoPlay: true, iotAnimation: { kind: 'heart', duration: 1200 } });
    expect(heart.frames).toEqual([
      { duration: 300, scale: 1.1 },
      { duration: 900, scale: 1 },
    ]);
    expect(heart).not.toHaveProperty('animateCycle');
    expect(engine.pens.find((p) => p.id === 'k-diamond')).toMatchObject({ animateCycle: 3 });
    const back = engineToDocument(engine);
    expect(JSON.stringify(back.data)).not.toMatch(/frames|animateCycle/);
  });
});
