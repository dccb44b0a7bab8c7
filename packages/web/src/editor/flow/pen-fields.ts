import { ROTATE_RANGE } from '@iot/contract';

/** A number field of the appearance tab, with the spec's range (spec 5). */
export interface NumberField {
  key: string;
  min?: number;
  max?: number;
  step: number;
  /** What the engine draws when the pen does not set the field. */
  unset?: number;
}

/** Position and size, then style: rotation -360..360 step 1, border radius 0..1, line width at least 1. */
export const GEOMETRY_FIELDS: readonly NumberField[] = [
  { key: 'x', step: 1 },
  { key: 'y', step: 1 },
  { key: 'width', min: 0, step: 1 },
  { key: 'height', min: 0, step: 1 },
  { key: 'rotate', min: ROTATE_RANGE.min, max: ROTATE_RANGE.max, step: 1, unset: 0 },
];

export const STYLE_FIELDS: readonly NumberField[] = [
  { key: 'lineWidth', min: 1, step: 1, unset: 1 },
  { key: 'borderRadius', min: 0, max: 1, step: 0.05, unset: 0 },
  { key: 'fontSize', min: 1, step: 1 },
  { key: 'globalAlpha', min: 0, max: 1, step: 0.1, unset: 1 },
];

export const COLOR_FIELDS = ['color', 'background', 'textColor'] as const;

/** The value a field shows for a pen. */
export const shownValue = (field: NumberField, value: unknown): number | null =>
  typeof value === 'number' ? value : (field.unset ?? null);

/** A typed value kept inside its field's range; null (an emptied input) is not a value. */
export function fieldValue(field: NumberField, value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const low = field.min ?? -Infinity;
  const high = field.max ?? Infinity;
  return Math.min(high, Math.max(low, value));
}
