import { sanitizeFlowDocument, type FlowDocument } from '@iot/contract';

/** Why an uploaded file was refused; the editor words each reason in both languages. */
export type FlowJsonError =
  { reason: 'notJsonFile' } | { reason: 'unreadable' } | { reason: 'invalid'; detail: string };

/** The spec's upload accepts one `.json` file only (spec 5). */
export const isJsonFileName = (name: string): boolean => name.toLowerCase().endsWith('.json');

/** A downloaded flow: the document itself, readable by the upload below and by other tools. */
export const flowJsonText = (doc: FlowDocument): string => JSON.stringify(doc, null, 2);

/**
 * Reads an uploaded flow file through the contract's document schema and sanitizer: any version is
 * migrated, code and network fields are dropped, and what is left must be a valid document. A whole
 * flow (with the document in `data`) is accepted too.
 */
export function readFlowJson(fileName: string, text: string): { doc: FlowDocument } | FlowJsonError {
  if (!isJsonFileName(fileName)) return { reason: 'notJsonFile' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { reason: 'unreadable' };
  }
  const wrapped = typeof raw === 'object' && raw !== null && !('pens' in raw) && 'data' in raw;
  const parsed = sanitizeFlowDocument(wrapped ? (raw as { data: unknown }).data : raw);
  if (parsed.success) return { doc: parsed.data };
  const issue = parsed.error.issues[0];
  return { reason: 'invalid', detail: `${issue?.path.join('.') || 'data'}: ${issue?.message ?? 'invalid'}` };
}
