import { PEN_TAG_LENGTH, PEN_TAGS_MAX } from '@iot/contract';

/** The tag input's length (spec 5: maxlength 18, a tag is then cut to 17). */
export const TAG_INPUT_LENGTH = PEN_TAG_LENGTH + 1;

export type TagProblem = 'tagEmpty' | 'tagsFull' | 'tagTaken';

/**
 * A pen's tags with one added (spec 5): trimmed, not blank, cut to 17 characters, at most 20, each once.
 * Tags name the pens a run-mode "toggle tagged pens" event shows or hides.
 */
export function withTag(tags: readonly string[], input: string): string[] | TagProblem {
  const tag = input.trim().slice(0, PEN_TAG_LENGTH);
  if (tag === '') return 'tagEmpty';
  if (tags.length >= PEN_TAGS_MAX) return 'tagsFull';
  if (tags.includes(tag)) return 'tagTaken';
  return [...tags, tag];
}

/** The tags a pen carries, whatever the engine holds. */
export const penTags = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];

/** Every tag used on the canvas, sorted, for the toggle event's choice. */
export function canvasTags(pens: readonly { tags?: unknown }[]): string[] {
  return [...new Set(pens.flatMap((pen) => penTags(pen.tags)))].sort((a, b) => a.localeCompare(b));
}
