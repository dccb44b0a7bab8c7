import { MsgType, PenData, type Binding } from '@iot/contract';
import { penKindLabel, penLabel, type PenKindLabel } from './pen-kind';
import type { ReplacePen } from './device-replace';

/** One row of the data-management table: a binding of a pen of the flow. */
export interface BindingRow {
  key: string;
  penId: string;
  penName: string;
  kind: PenKindLabel;
  /** Its place in the pen's `data[]`. */
  index: number;
  binding: Binding;
}

/** Every binding of the flow, pen by pen, in canvas order. */
export function bindingRows(pens: readonly ReplacePen[]): BindingRow[] {
  return pens.flatMap((pen) => {
    const read = PenData.safeParse(pen.iotData ?? {});
    if (!read.success) return [];
    return read.data.data.map((binding, index) => ({
      key: `${pen.id}:${index}`,
      penId: pen.id,
      penName: penLabel(pen),
      kind: penKindLabel(pen),
      index,
      binding,
    }));
  });
}

/** The targets to look up: the devices whose variables are bound, and whether custom data is. */
export function boundTargets(rows: readonly BindingRow[]): { devices: number[]; customData: boolean } {
  const devices = new Set<number>();
  let customData = false;
  for (const { binding } of rows) {
    if (binding.msgType === MsgType.customData) customData = true;
    else if (binding.deviceId !== undefined) devices.add(binding.deviceId);
  }
  return { devices: [...devices].sort((a, b) => a - b), customData };
}

/** What exists now: each device's variable ids (a missing device has none), and the custom data ids. */
export interface ExistingTargets {
  variables: ReadonlyMap<number, ReadonlySet<number>>;
  customData: ReadonlySet<number>;
}

/** Whether a binding's target still exists (spec 8: "target does not exist" for a deleted variable). */
export function targetExists(binding: Binding, existing: ExistingTargets): boolean {
  if (binding.msgType === MsgType.customData) {
    return binding.customDataId !== undefined && existing.customData.has(binding.customDataId);
  }
  if (binding.deviceId === undefined || binding.varId === undefined) return false;
  return existing.variables.get(binding.deviceId)?.has(binding.varId) ?? false;
}

/** A pen's data with one binding removed. */
export function withoutBinding(iotData: unknown, index: number): Record<string, unknown> | null {
  const read = PenData.safeParse(iotData ?? {});
  if (!read.success) return null;
  return { ...read.data, data: read.data.data.filter((_, i) => i !== index) };
}

/** A pen's data with one binding replaced (the data table's edit), its rules kept. */
export function withBindingAt(iotData: unknown, index: number, binding: Record<string, unknown>) {
  const read = PenData.safeParse(iotData ?? {});
  if (!read.success || !read.data.data[index]) return null;
  const data = [...read.data.data] as unknown[];
  data[index] = { ...binding, dataProps: read.data.data[index].dataProps };
  return { ...read.data, data };
}
