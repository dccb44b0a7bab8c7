import type { Pen } from '@iot/contract';

/** A pen of a user component, as the document keeps it (children's rectangles are relative to their group). */
type ComponentPen = Pen;

interface Point {
  x: number;
  y: number;
}

/** A pen of the canvas as the selection reads it: its id, its group and its rectangle. */
export interface CanvasPenRef {
  id: string;
  parentId?: string;
  children?: readonly string[];
}

/**
 * The pens a selection saves: each selected pen that is not inside a group, with everything inside it
 * (groups first, so that a group is placed before its children when inserted).
 */
export function selectionWithChildren<P extends CanvasPenRef>(
  selected: readonly P[],
  penById: (id: string) => P | undefined,
): P[] {
  const out: P[] = [];
  const seen = new Set<string>();
  const queue = selected.filter((pen) => !pen.parentId);
  while (queue.length > 0) {
    const pen = queue.shift()!;
    if (seen.has(pen.id)) continue;
    seen.add(pen.id);
    out.push(pen);
    for (const child of pen.children ?? []) {
      const found = penById(child);
      if (found) queue.push(found);
    }
  }
  return out;
}

const roots = (pens: readonly ComponentPen[]) => pens.filter((pen) => !pen.parentId);

/**
 * Saved pens drawn at the canvas's `scale` as a component at scale 1 whose top left is (0, 0). Only
 * the outer pens move: a group's children are placed relative to it.
 */
export function normalizeComponent(pens: readonly ComponentPen[], scale: number): ComponentPen[] {
  const outer = roots(pens);
  const left = Math.min(...outer.map((pen) => pen.x));
  const top = Math.min(...outer.map((pen) => pen.y));
  return pens.map((pen) =>
    pen.parentId
      ? pen
      : {
          ...pen,
          x: (pen.x - left) / scale,
          y: (pen.y - top) / scale,
          width: pen.width / scale,
          height: pen.height / scale,
        },
  );
}

/**
 * A copy of a component to insert: new ids everywhere an id is named (groups, connected lines, the
 * next animation), connections to pens outside it dropped, centred on `centre` at the canvas's `scale`.
 */
export function placeComponent(
  pens: readonly ComponentPen[],
  centre: Point,
  scale: number,
  newId: () => string,
): ComponentPen[] {
  const ids = new Map(pens.map((pen) => [pen.id, newId()]));
  const outer = roots(pens);
  const width = Math.max(...outer.map((pen) => pen.x + pen.width));
  const height = Math.max(...outer.map((pen) => pen.y + pen.height));
  const left = centre.x - (width * scale) / 2;
  const top = centre.y - (height * scale) / 2;
  const mapped = (id: string | undefined) => (id === undefined ? undefined : ids.get(id));
  return pens.map((pen) => {
    const copy: ComponentPen = { ...pen, id: ids.get(pen.id)! };
    if (pen.parentId) copy.parentId = mapped(pen.parentId);
    else
      Object.assign(copy, {
        x: left + pen.x * scale,
        y: top + pen.y * scale,
        width: pen.width * scale,
        height: pen.height * scale,
      });
    if (pen.children) copy.children = pen.children.flatMap((id) => mapped(id) ?? []);
    if (pen.nextAnimate !== undefined) copy.nextAnimate = mapped(pen.nextAnimate);
    if (pen.anchors) {
      copy.anchors = pen.anchors.map((anchor) => ({
        ...anchor,
        penId: mapped(anchor.penId),
        connectTo: mapped(anchor.connectTo),
      }));
    }
    if (pen.connectedLines) {
      copy.connectedLines = pen.connectedLines.flatMap((line) => {
        const lineId = mapped(line.lineId);
        return lineId ? [{ ...line, lineId }] : [];
      });
    }
    return JSON.parse(JSON.stringify(copy)) as ComponentPen;
  });
}
