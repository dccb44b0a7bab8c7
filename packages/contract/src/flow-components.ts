import { z } from 'zod';
import { Id } from './envelope.js';
import { FLOW_DOCUMENT_VERSION } from './flow/codes.js';
import { SafeFlowDocument } from './flow/document.js';
import type { Pen } from './flow/pen.js';
import { isSafeImageUrl } from './flow/safe-content.js';
import { bi } from './messages.js';

/** User components (spec 2.1, the gallery's user tab): a selection of pens a company saved to reuse. */

/** A component's name: required ('请输入名称', spec 5) and at most 64 characters, like a flow's. */
export const FLOW_COMPONENT_NAME_MAX = 64;
/** Pens of one component: a group of a screen, not a whole screen. */
export const FLOW_COMPONENT_PENS_MAX = 500;
/** Largest component, in characters of its pens' JSON: 500 bound pens with rules measure well under it. */
export const FLOW_COMPONENT_CONTENT_MAX = 1_000_000;
/** Body limit of a component save: refused before it is read whole. */
export const FLOW_COMPONENT_BODY_MAX = 1_200_000;

const componentName = z
  .string(bi('请输入名称', 'enter a name'))
  .trim()
  .min(1, bi('请输入名称', 'enter a name'))
  .max(
    FLOW_COMPONENT_NAME_MAX,
    bi(`名称最多 ${FLOW_COMPONENT_NAME_MAX} 个字符`, `at most ${FLOW_COMPONENT_NAME_MAX} characters`),
  );

/**
 * A component's pens, read as a flow document's pens: migrated, every code-bearing and network field
 * dropped, the rest validated. The server runs it on save and on load, the console before inserting.
 */
export const FlowComponentPens = z
  .array(z.unknown(), bi('请先选择组件', 'select at least one pen'))
  .min(1, bi('请先选择组件', 'select at least one pen'))
  .max(FLOW_COMPONENT_PENS_MAX, bi(`最多 ${FLOW_COMPONENT_PENS_MAX} 个组件`, `at most ${FLOW_COMPONENT_PENS_MAX} pens`))
  .transform((pens, ctx): Pen[] => {
    const read = SafeFlowDocument.safeParse({ version: FLOW_DOCUMENT_VERSION, pens });
    if (!read.success) {
      // The document's issues name `pens.<i>.<field>`: this field is the pens themselves.
      for (const issue of read.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path.slice(1), message: issue.message });
      }
      return z.NEVER;
    }
    if (JSON.stringify(read.data.pens).length > FLOW_COMPONENT_CONTENT_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: bi(
          `JSON 最多 ${FLOW_COMPONENT_CONTENT_MAX} 个字符`,
          `at most ${FLOW_COMPONENT_CONTENT_MAX} characters of JSON`,
        ),
      });
      return z.NEVER;
    }
    return read.data.pens;
  });

const thumbnail = z.string().max(255).refine(isSafeImageUrl, bi('不是允许的图片地址', 'not an allowed image address'));

/** `POST /configflow/userComponent`: the selection's pens, its name and its thumbnail's address. */
export const FlowComponentCreate = z.object({
  name: componentName,
  image: thumbnail.optional(),
  pens: FlowComponentPens,
});
export type FlowComponentCreate = z.output<typeof FlowComponentCreate>;

/** `PUT /configflow/userComponent`: a new name. */
export const FlowComponentRename = z.object({ id: Id, name: componentName });
export type FlowComponentRename = z.output<typeof FlowComponentRename>;

/** A user component as the gallery lists and inserts it. */
export interface FlowComponentRecord {
  id: number;
  name: string;
  /** The thumbnail's address; empty without one. */
  image: string;
  pens: Pen[];
}
