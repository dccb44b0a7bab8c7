import { liveTopics, type ReportBinding } from '@iot/contract';
import { cellKey } from './bindings';

/** Where a bound cell's live values come from. */
export interface LiveSource {
  identity?: string;
  variable?: string;
  value?: string | number | null;
}

/** A bound cell's live topic: a variable's `device/{identity}/{name}`, a custom data item's `device/customdata/{id}`. */
export function liveTopicOf(binding: ReportBinding, source: LiveSource | undefined): string | null {
  if (binding.source === 'customData' && binding.sourceId !== null) return liveTopics.customData(binding.sourceId);
  if (binding.source === 'variable' && source?.identity && source.variable)
    return liveTopics.value(source.identity, source.variable);
  return null;
}

/** The value a live message shows: numbers and texts as they are, anything else empty. */
export function liveText(value: unknown): string | number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  return null;
}

/** A time cell of the real-time report: the current hour (`HH:00`) or day (`yyyy-MM-dd`). */
export function liveTimeText(fill: ReportBinding['fill'], now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (fill === 'day') return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${pad(now.getHours())}:00`;
}

/**
 * The cells a real-time report shows at first: each bound variable or custom data item's current
 * value, each time cell the current hour or day.
 */
export function initialLiveValues(
  bindings: readonly ReportBinding[],
  sourceOf: (b: ReportBinding) => LiveSource | undefined,
  now: Date,
): Map<string, string | number | null> {
  return new Map(
    bindings.map(
      (b) =>
        [cellKey(b), b.source === 'time' ? liveTimeText(b.fill, now) : liveText(sourceOf(b)?.value ?? null)] as const,
    ),
  );
}
