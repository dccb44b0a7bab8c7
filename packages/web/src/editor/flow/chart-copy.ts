import { selectionWithChildren, type CanvasPenRef } from './user-component';
import { hasChart } from './chart-pen';

/** A key press as the copy guard reads it. */
export interface CopyKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  /** Typing in a field copies its text, not pens. */
  typing: boolean;
}

/** Ctrl (⌘) + C or X on the canvas: the engine's normal copy and cut. */
export const isCopyKey = (event: CopyKey): boolean =>
  !event.typing && (event.ctrlKey || event.metaKey) && ['c', 'x'].includes(event.key.toLowerCase());

/**
 * Whether copying the selection would copy a chart, directly or inside a group: charts are cloned from
 * the right-click menu, never copied or cut (spec 5: '图表请使用右键克隆').
 */
export function copiesChart<P extends CanvasPenRef & { name?: string }>(
  selection: readonly P[],
  penById: (id: string) => P | undefined,
): boolean {
  return hasChart(selection) || hasChart(selectionWithChildren(selection, penById));
}
