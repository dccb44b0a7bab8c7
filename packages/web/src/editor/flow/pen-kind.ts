import { PenKind, PenType } from '@iot/contract';

/** What a pen is, as the replace tool's failure list and the data table name it (spec 4.1). */
export type PenKindLabel = 'link' | 'group' | 'image' | 'chart' | 'page' | 'basic';

export interface KindOfPen {
  name: string;
  type?: number;
  children?: readonly string[];
}

export function penKindLabel(pen: KindOfPen): PenKindLabel {
  if (pen.type === PenType.line) return 'link';
  if ((pen.children?.length ?? 0) > 0) return 'group';
  if (pen.name === PenKind.image) return 'image';
  if (pen.name === PenKind.chart) return 'chart';
  if (pen.name === PenKind.iframe) return 'page';
  return 'basic';
}

/** What a pen is called on screen: its own name, its text, or its id. */
export function penLabel(pen: { id: string; customName?: unknown; text?: unknown }): string {
  for (const value of [pen.customName, pen.text]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 40);
  }
  return pen.id;
}
