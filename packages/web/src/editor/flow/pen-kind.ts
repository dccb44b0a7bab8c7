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

/** What a pen is called on screen: its own name, its text, a chart's title, or its id. */
export function penLabel(pen: { id: string; customName?: unknown; text?: unknown; iotData?: unknown }): string {
  const chart = (pen.iotData as { echarts?: { title?: unknown } } | undefined)?.echarts;
  for (const value of [pen.customName, pen.text, chart?.title]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 40);
  }
  return pen.id;
}
