import { describe, expect, it } from 'vitest';
import { flowJsonText, readFlowJson } from './flow-json';

const pen = { id: 'a', name: 'rectangle', x: 0, y: 0, width: 10, height: 10 };
const text = (value: unknown) => JSON.stringify(value);

describe('flow JSON upload', () => {
  it('accepts a .json file only', () => {
    expect(readFlowJson('flow.txt', text({ version: 1, pens: [] }))).toEqual({ reason: 'notJsonFile' });
    expect(readFlowJson('FLOW.JSON', text({ version: 1, pens: [] }))).toHaveProperty('doc');
  });

  it('refuses text that is not JSON, and a document that is not valid', () => {
    expect(readFlowJson('a.json', '{ nope')).toEqual({ reason: 'unreadable' });
    const bad = readFlowJson('a.json', text({ version: 1, pens: [{ ...pen, name: '<script>' }] }));
    expect(bad).toMatchObject({ reason: 'invalid', detail: expect.stringContaining('pens.0.name') as string });
  });

  it('drops code and network fields on the way in', () => {
    const read = readFlowJson(
      'a.json',
      text({
        version: 1,
        initJs: 'alert(1)',
        pens: [
          {
            ...pen,
            events: [
              { action: 5, value: 'alert(1)' },
              { action: 0, value: 'javascript:alert(1)' },
            ],
          },
        ],
      }),
    );
    if (!('doc' in read)) throw new Error('refused');
    expect(read.doc).not.toHaveProperty('initJs');
    expect(read.doc.pens[0]?.events).toEqual([expect.objectContaining({ action: 0, value: undefined })]);
  });

  it('reads back what it downloads, and a whole flow with its document in data', () => {
    const first = readFlowJson('a.json', text({ version: 1, pens: [pen] }));
    if (!('doc' in first)) throw new Error('refused');
    expect(readFlowJson('b.json', flowJsonText(first.doc))).toEqual(first);
    expect(readFlowJson('c.json', text({ id: 3, name: 'x', data: { version: 1, pens: [pen] } }))).toEqual(first);
  });
});
