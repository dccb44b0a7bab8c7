import { ConfigFlowType } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { backRoute, editorPath, readEditorTarget } from './editor-target';

const read = (query: string) => readEditorTarget(new URLSearchParams(query));

describe('editor target', () => {
  it('reads a stored screen, a new flow chart and a template', () => {
    expect(read('id=12&type=dp')).toEqual({ kind: 'flow', type: ConfigFlowType.screen, id: 12 });
    expect(read('type=lct')).toEqual({ kind: 'flow', type: ConfigFlowType.flow, id: null });
    expect(read('type=0&template=1&id=3')).toEqual({ kind: 'template', type: ConfigFlowType.flow, id: 3 });
    expect(read('')).toEqual({ kind: 'flow', type: ConfigFlowType.screen, id: null });
  });

  it('ignores ids that are not positive whole numbers', () => {
    for (const id of ['0', '-4', '1.5', 'abc', '']) expect(read(`id=${id}`).id).toBeNull();
  });

  it('goes back to the list of the flow’s type and template-ness', () => {
    expect(backRoute({ kind: 'flow', type: ConfigFlowType.screen })).toBe('/screen');
    expect(backRoute({ kind: 'template', type: ConfigFlowType.screen })).toBe('/screenTemplate');
    expect(backRoute({ kind: 'flow', type: ConfigFlowType.flow })).toBe('/mineTopo');
    expect(backRoute({ kind: 'template', type: ConfigFlowType.flow })).toBe('/lewuleTemplate');
  });

  it('writes an address that reads back as the same target', () => {
    const target = { kind: 'template', type: ConfigFlowType.flow, id: 9 } as const;
    expect(read(editorPath(target).split('?')[1] ?? '')).toEqual(target);
  });
});
