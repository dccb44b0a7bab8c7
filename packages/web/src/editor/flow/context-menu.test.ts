import { describe, expect, it } from 'vitest';
import { menuCommands } from './context-menu';

describe('context menu', () => {
  it('offers paste alone on an empty selection once something was copied', () => {
    expect(menuCommands([], 0, false)).toEqual([]);
    expect(menuCommands([], 0, true)).toEqual(['paste']);
  });

  it('follows the selection: lock or unlock, combine several, split a group', () => {
    expect(menuCommands([{}], 0, false)).toEqual([
      'delete',
      'copy',
      'cut',
      'lockPen',
      'top',
      'bottom',
      'saveComponent',
    ]);
    expect(menuCommands([{ locked: 2 }], 0, false)).toContain('unlockPen');
    expect(menuCommands([{}, {}], 0, true)).toEqual([
      'delete',
      'copy',
      'cut',
      'paste',
      'lockPen',
      'top',
      'bottom',
      'combine',
      'saveComponent',
    ]);
    expect(menuCommands([{ children: ['a', 'b'] }], 0, false)).toContain('uncombine');
  });

  it('clones a selection with a chart instead of copying or cutting it, on a locked canvas too', () => {
    expect(menuCommands([{ name: 'echarts' }, { name: 'text' }], 0, false)).toEqual([
      'delete',
      'clone',
      'lockPen',
      'top',
      'bottom',
      'combine',
      'saveComponent',
    ]);
    expect(menuCommands([{ name: 'echarts' }], 1, true)).toEqual([]);
    expect(menuCommands([{ children: ['chart'] }], 0, false, true)).toContain('clone');
    expect(menuCommands([{ children: ['chart'] }], 0, false, true)).not.toContain('copy');
  });

  it('only copies on a locked canvas and is off on an inert one', () => {
    expect(menuCommands([{}], 1, true)).toEqual(['copy']);
    expect(menuCommands([{}], 10, true)).toEqual([]);
  });
});
