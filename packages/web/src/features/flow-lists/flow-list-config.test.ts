import { configFlowEditUrl, ConfigFlowType } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import {
  FLOW_LIST_NAMES,
  FLOW_LISTS,
  flowListFilter,
  flowListOf,
  pageInRange,
  publishable,
  shareKindOf,
} from './flow-list-config';

const state = { name: '', repertoryId: undefined, pageIndex: 1, pageCount: 12 };

describe('flow lists', () => {
  it('maps each route to its kind, type and mode', () => {
    const summary = FLOW_LIST_NAMES.map((name) => {
      const { kind, type, mode, page } = FLOW_LISTS[name];
      return [name, page, kind, type, mode];
    });
    expect(summary).toEqual([
      ['screen', 'screen', 'flow', 1, 'editor'],
      ['mineTopo', 'mineTopo', 'flow', 0, 'editor'],
      ['screenTemplate', 'screenTemplate', 'template', 1, 'editor'],
      ['lewuleTemplate', 'lewuleTemplate', 'template', 0, 'editor'],
      ['tempDaping', 'tempDaping', 'template', 1, 'library'],
      ['tempLwlList', 'tempLwlList', 'template', 0, 'library'],
    ]);
  });

  it('publishes and shares flows only, each type as its own share kind', () => {
    expect(FLOW_LIST_NAMES.filter((name) => publishable(FLOW_LISTS[name]))).toEqual(['screen', 'mineTopo']);
    expect(shareKindOf(FLOW_LISTS.screen)).toBe('screen');
    expect(shareKindOf(FLOW_LISTS.mineTopo)).toBe('flowChart');
    expect(shareKindOf(FLOW_LISTS.tempDaping)).toBeNull();
  });

  it('sends a library made flow to the list of its type', () => {
    expect(flowListOf(FLOW_LISTS.tempDaping.type).page).toBe('screen');
    expect(flowListOf(FLOW_LISTS.tempLwlList.type).page).toBe('mineTopo');
  });

  it('builds the list query: the type always, a trimmed name and a folder when given', () => {
    expect(flowListFilter(FLOW_LISTS.mineTopo, state)).toEqual({ type: 0, pageIndex: 1, pageCount: 12 });
    expect(flowListFilter(FLOW_LISTS.screen, { name: '  pump ', repertoryId: 7, pageIndex: 3, pageCount: 24 })).toEqual(
      {
        type: 1,
        name: 'pump',
        repertoryId: 7,
        pageIndex: 3,
        pageCount: 24,
      },
    );
    expect(flowListFilter(FLOW_LISTS.screen, { ...state, name: '   ' })).not.toHaveProperty('name');
  });

  it('opens screens in /dEworkspace and flow charts in /workspace, with id, type and template', () => {
    expect(configFlowEditUrl(ConfigFlowType.screen, false, 5)).toBe('/dEworkspace?id=5&type=dp');
    expect(configFlowEditUrl(ConfigFlowType.flow, true, 9)).toBe('/workspace?id=9&type=lct&template=1');
    expect(configFlowEditUrl(ConfigFlowType.flow, false)).toBe('/workspace?type=lct');
  });

  it('goes back to the last page when the one shown has emptied', () => {
    expect(pageInRange(3, 12, 24)).toBe(2);
    expect(pageInRange(2, 12, 0)).toBe(1);
    expect(pageInRange(2, 12, 13)).toBe(2);
  });
});
