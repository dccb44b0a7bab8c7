import { describe, expect, it } from 'vitest';
import { FLOW_DOCUMENT_VERSION } from './codes.js';
import { emptyFlowDocument, FlowDocument, sanitizeFlowDocument } from './document.js';
import { pumpStation } from './fixtures/pump-station.js';

const issuePath = (raw: unknown) => {
  const result = sanitizeFlowDocument(raw);
  return result.success ? undefined : result.error.issues[0]!.path.join('.');
};

describe('flow document', () => {
  it('reads a realistic flow and reads its own output back unchanged', () => {
    const once = FlowDocument.parse(pumpStation);
    expect(once.pens).toHaveLength(pumpStation.pens!.length);
    expect(once.pens[0]!.data!.data[0]!.dataProps).toHaveLength(3);
    expect(FlowDocument.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
    expect(sanitizeFlowDocument(once).data).toEqual(once);
  });

  it('fills the defaults of the spec', () => {
    const doc = sanitizeFlowDocument({
      version: 1,
      pens: [
        { id: 'w', name: 'iframe', x: 0, y: 0, width: 300, height: 240, iframeSettings: { type: 6 } },
        { id: 'v', name: 'text', x: 0, y: 0, width: 1, height: 1, data: { data: [{ msgType: '2', customDataId: 1 }] } },
      ],
    }).data!;
    expect(doc.canvas).toEqual({ grid: false, gridSize: 10, disableDockLine: false });
    expect(doc.pens[0]!.iframeSettings).toMatchObject({ zoomSize: 6, dn: 4 });
    expect(doc.pens[1]!.data!.data[0]).toMatchObject({ decimal: 2, disNumber: 10, dataProps: [] });
    expect(emptyFlowDocument()).toEqual({ version: FLOW_DOCUMENT_VERSION, pens: [], canvas: doc.canvas });
  });

  it('refuses values out of the spec ranges, naming the field path', () => {
    const pen = { id: 'p', name: 'rectangle', x: 0, y: 0, width: 10, height: 10 };
    const withPen = (extra: Record<string, unknown>) => ({ version: 1, pens: [pen, { ...pen, id: 'q', ...extra }] });
    expect(issuePath(withPen({ rotate: 361 }))).toBe('pens.1.rotate');
    expect(issuePath(withPen({ borderRadius: 1.5 }))).toBe('pens.1.borderRadius');
    expect(issuePath(withPen({ lineWidth: 0 }))).toBe('pens.1.lineWidth');
    expect(issuePath(withPen({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }))).toBe('pens.1.tags');
    expect(issuePath(withPen({ iframeSettings: { type: 3, zoomSize: 15 } }))).toBe('pens.1.iframeSettings.zoomSize');
    expect(issuePath(withPen({ iframeSettings: { type: 6, dn: 5 } }))).toBe('pens.1.iframeSettings.dn');
    expect(issuePath(withPen({ iframeSettings: { type: 7 } }))).toBe('pens.1.iframeSettings.type');
    expect(issuePath(withPen({ data: { echarts: { type: '15' } } }))).toBe('pens.1.data.echarts.type');
    expect(issuePath(withPen({ data: { dataNum: 301 } }))).toBe('pens.1.data.dataNum');
    expect(issuePath(withPen({ animateSpan: 21 }))).toBe('pens.1.animateSpan');
    expect(issuePath(withPen({ locked: 3 }))).toBe('pens.1.locked');
    expect(issuePath(withPen({ name: 'rect(angle)' }))).toBe('pens.1.name');
    expect(issuePath(withPen({ id: 'p' }))).toBe('pens.1.id');
    expect(issuePath(withPen({ data: { data: [{ msgType: '1', deviceId: 3 }] } }))).toBe('pens.1.data.data.0.varId');
    expect(issuePath(withPen({ data: { data: [{ msgType: '2', varId: 3 }] } }))).toBe(
      'pens.1.data.data.0.customDataId',
    );
    const rule = (r: Record<string, unknown>) =>
      withPen({ data: { data: [{ msgType: '2', customDataId: 1, dataProps: [r] }] } });
    expect(issuePath(rule({ type: 1, term: [{ value: 1 }], props: {} }))).toBe('pens.1.data.data.0.dataProps.0.term.0');
    expect(issuePath(rule({ type: 2, term: [{ value: 1 }], props: { rotate: 30 } }))).toBe(
      'pens.1.data.data.0.dataProps.0.props.rotate',
    );
    expect(issuePath({ version: 1, scale: 0 })).toBe('scale');
    expect(issuePath({ version: 1, canvas: { gridSize: -1 } })).toBe('canvas.gridSize');
  });

  it('trims tags, drops blank ones and cuts each to 17 characters', () => {
    const doc = sanitizeFlowDocument({
      version: 1,
      pens: [{ id: 'p', name: 'text', x: 0, y: 0, width: 1, height: 1, tags: ['  a ', '', '   ', 'x'.repeat(30)] }],
    }).data!;
    expect(doc.pens[0]!.tags).toEqual(['a', 'x'.repeat(17)]);
  });

  it('refuses a version newer than it knows, and what is not a document', () => {
    expect(issuePath({ version: 2, pens: [] })).toBe('version');
    expect(sanitizeFlowDocument('{"pens":[]}').success).toBe(false);
    expect(sanitizeFlowDocument(null).success).toBe(false);
  });
});
