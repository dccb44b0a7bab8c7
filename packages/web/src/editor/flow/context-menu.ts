import { hasChart } from './chart-pen';

/** The context menu's commands (spec 4.1). */
export const MENU_COMMANDS = [
  'delete',
  'copy',
  'cut',
  'clone',
  'paste',
  'lockPen',
  'unlockPen',
  'top',
  'bottom',
  'combine',
  'uncombine',
  'saveComponent',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** What the menu needs to know of the selected pens. */
export interface SelectedPen {
  name?: string;
  locked?: number;
  children?: readonly string[];
}

/** Canvas lock 10 disables the context menu altogether (spec 4.1). */
const INERT_CANVAS = 10;

/**
 * The commands offered for a selection and a canvas lock: nothing on an inert canvas, only copy on a
 * locked one; lock or unlock by the pens' state; combine for several pens, split for one group; and
 * saving the selection as a user component. `holdsChart`: a chart is selected, or inside a selected group.
 */
export function menuCommands(
  selection: readonly SelectedPen[],
  canvasLock: number,
  canPaste: boolean,
  holdsChart = hasChart(selection),
): MenuCommand[] {
  if (canvasLock === INERT_CANVAS) return [];
  const any = selection.length > 0;
  // Charts are cloned from this menu, never copied nor cut (spec 5: '图表请使用右键克隆').
  if (canvasLock > 0) return any && !holdsChart ? ['copy'] : [];
  const commands: MenuCommand[] = [];
  if (any) commands.push('delete', ...(holdsChart ? (['clone'] as const) : (['copy', 'cut'] as const)));
  if (canPaste) commands.push('paste');
  if (!any) return commands;
  commands.push(selection.every((pen) => pen.locked) ? 'unlockPen' : 'lockPen', 'top', 'bottom');
  if (selection.length > 1) commands.push('combine');
  if (selection.length === 1 && (selection[0]?.children?.length ?? 0) > 0) commands.push('uncombine');
  commands.push('saveComponent');
  return commands;
}
