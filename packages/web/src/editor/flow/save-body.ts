import type { ConfigFlowCreate, ConfigFlowDetail, ConfigFlowUpdate, FlowDocument } from '@iot/contract';
import type { z } from 'zod';
import type { EditorTarget } from './editor-target';

/** What the editor holds when it saves: the name, the document from the canvas and the uploaded thumbnail. */
export interface SaveInput {
  target: EditorTarget;
  name: string;
  doc: FlowDocument;
  /** The thumbnail's address from the upload call; empty when the upload failed (the flow still saves). */
  image: string;
  /** The flow as it was opened: fields the editor does not change are sent back as they were. */
  stored?: ConfigFlowDetail;
}

export type SaveRequest =
  | { method: 'create'; body: z.input<typeof ConfigFlowCreate> }
  | { method: 'update'; body: z.input<typeof ConfigFlowUpdate> & { id: number } };

/**
 * The flow body of a save (spec 3.6, 4.1): created without an id (a new flow, or "save as", which clears
 * it), updated with one. The background image is the canvas's.
 */
export function buildSaveRequest(input: SaveInput, saveAs = false): SaveRequest {
  const { target, doc, stored } = input;
  const body = {
    name: input.name.trim(),
    desc: stored?.desc ?? '',
    image: input.image || stored?.image || '',
    type: target.type,
    data: doc,
    repertoryId: stored?.repertoryId ?? null,
    publish: stored?.publish ?? 0,
    isfromTemplate: stored?.isfromTemplate ?? 0,
    backgroundImage: doc.canvas.bkImage ?? '',
  };
  if (target.id === null || saveAs) return { method: 'create', body: { ...body, publish: 0 } };
  return { method: 'update', body: { ...body, id: target.id } };
}
