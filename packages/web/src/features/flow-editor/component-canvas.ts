import { emptyFlowDocument, type Pen } from '@iot/contract';
import { documentToEngine, engineToDocument } from '../../editor/document/conversion';
import type { EnginePen } from '../../editor/document/engine-data';
import { normalizeComponent, placeComponent, selectionWithChildren } from '../../editor/flow/user-component';
import type { CanvasPen, EditEngine } from './engine/edit-engine';

/** A new pen id, as short as the engine's own. */
const newPenId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/**
 * The selection as a user component's pens: the outer selected pens and their groups' insides, read
 * through the document's schema (engine fields and code dropped), at scale 1 from their top left.
 * Null without a selection.
 */
export function selectionComponent(engine: EditEngine): Pen[] | null {
  const selected = engine.selection() as CanvasPen[];
  const pens = selectionWithChildren(selected, (id) => engine.pen(id) as CanvasPen | undefined);
  if (pens.length === 0) return null;
  const plain = pens.map(({ calculative: _calculative, ...pen }) => JSON.parse(JSON.stringify(pen)) as EnginePen);
  const doc = engineToDocument({ pens: plain });
  return doc.success ? normalizeComponent(doc.data.pens, engine.scale()) : null;
}

/** Inserts a copy of a component centred where it was dropped (or in the view), selected, as one undo step. */
export async function insertComponent(engine: EditEngine, pens: readonly Pen[], client?: { x: number; y: number }) {
  const placed = placeComponent(pens, engine.canvasPoint(client), engine.scale(), newPenId);
  const added = await engine.addPens(documentToEngine({ ...emptyFlowDocument(), pens: placed }).pens);
  engine.select(added.flatMap((pen) => pen.id ?? []));
}
