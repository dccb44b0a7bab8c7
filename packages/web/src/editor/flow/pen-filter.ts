import { penKindLabel, penLabel, type KindOfPen, type PenKindLabel } from './pen-kind';
import { penTags } from './tags';

/** The component-management filters (spec 2.1): name, tag, case sensitivity, kind and lock state. */
export interface PenFilter {
  name: string;
  tag: string;
  caseSensitive: boolean;
  kind: PenKindLabel | 'all';
  lock: 'all' | 'locked' | 'unlocked';
}

export const emptyPenFilter = (): PenFilter => ({ name: '', tag: '', caseSensitive: false, kind: 'all', lock: 'all' });

export interface ListedPen extends KindOfPen {
  id: string;
  customName?: unknown;
  text?: unknown;
  tags?: unknown;
  locked?: unknown;
  parentId?: unknown;
  visible?: unknown;
}

/** "Contains", with or without case. */
const contains = (text: string, part: string, caseSensitive: boolean) =>
  caseSensitive ? text.includes(part) : text.toLowerCase().includes(part.toLowerCase());

/** The pens of the canvas a filter keeps (top-level pens only: a group's children go with it). */
export function filterPens<T extends ListedPen>(pens: readonly T[], filter: PenFilter): T[] {
  const name = filter.name.trim();
  const tag = filter.tag.trim();
  return pens.filter((pen) => {
    if (pen.parentId) return false;
    if (name && !contains(penLabel(pen), name, filter.caseSensitive)) return false;
    if (tag && !penTags(pen.tags).some((t) => contains(t, tag, filter.caseSensitive))) return false;
    if (filter.kind !== 'all' && penKindLabel(pen) !== filter.kind) return false;
    const locked = typeof pen.locked === 'number' && pen.locked > 0;
    if (filter.lock === 'locked' && !locked) return false;
    if (filter.lock === 'unlocked' && locked) return false;
    return true;
  });
}
