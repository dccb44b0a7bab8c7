import {
  ConfigFlowCreate,
  ConfigFlowType,
  ConfigFlowUpdate,
  emptyFlowDocument,
  type ConfigFlowDetail,
} from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { buildSaveRequest } from './save-body';

const doc = { ...emptyFlowDocument(), canvas: { ...emptyFlowDocument().canvas, bkImage: '/files/bk.png' } };
const stored = {
  id: 7,
  name: 'Old',
  desc: 'Pump house',
  image: '/files/old.png',
  type: ConfigFlowType.screen,
  publish: 1,
  repertoryId: 3,
  templateId: null,
  isfromTemplate: 0,
} as unknown as ConfigFlowDetail;

describe('save body', () => {
  it('creates a new flow with the whole body', () => {
    const request = buildSaveRequest({
      target: { kind: 'flow', type: ConfigFlowType.flow, id: null },
      name: '  Line 1 ',
      doc,
      image: '/files/thumb.png',
    });
    expect(request.method).toBe('create');
    expect(request.body).toMatchObject({
      name: 'Line 1',
      type: ConfigFlowType.flow,
      image: '/files/thumb.png',
      backgroundImage: '/files/bk.png',
      data: doc,
      publish: 0,
    });
    expect(ConfigFlowCreate.safeParse(request.body).success).toBe(true);
  });

  it('updates a stored flow, keeping what the editor does not change', () => {
    const target = { kind: 'flow', type: ConfigFlowType.screen, id: 7 } as const;
    const request = buildSaveRequest({ target, name: 'New', doc, image: '', stored });
    expect(request).toMatchObject({
      method: 'update',
      body: { id: 7, name: 'New', desc: 'Pump house', image: '/files/old.png', repertoryId: 3, publish: 1 },
    });
    expect(ConfigFlowUpdate.safeParse(request.body).success).toBe(true);
  });

  it('saves as a new, unpublished flow: the id is cleared', () => {
    const target = { kind: 'flow', type: ConfigFlowType.screen, id: 7 } as const;
    const request = buildSaveRequest({ target, name: 'Copy', doc, image: '/files/t.png', stored }, true);
    expect(request.method).toBe('create');
    expect(request.body).not.toHaveProperty('id');
    expect(request.body.publish).toBe(0);
  });
});
