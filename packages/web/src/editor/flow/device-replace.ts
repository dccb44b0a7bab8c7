import { MsgType, PenData } from '@iot/contract';
import type { z } from 'zod';
import { penKindLabel, penLabel, type KindOfPen, type PenKindLabel } from './pen-kind';

type PenDataValue = z.output<typeof PenData>;

/** A pen as the replace tool reads it from the canvas. */
export interface ReplacePen extends KindOfPen {
  id: string;
  customName?: unknown;
  text?: unknown;
  iotData?: unknown;
  /** Frame settings: a device alarm frame lists its devices (`did`). */
  iotFrame?: unknown;
}

/** A variable of the new device (the variable list's row). */
export interface ReplacementVariable {
  varId: number;
  varName: string;
  unit: string;
  dataType: string;
  /** 0 system variable, 1 external variable, 3 slave variable. */
  varType_1: number;
  slaveId: number | null;
}

export interface ReplaceRequest {
  /** The device whose bindings change; null: every device (the "all devices" choice). */
  from: number | null;
  to: { deviceId: number; deviceNum: string; deviceName: string; variables: readonly ReplacementVariable[] };
  /** Swap each variable for the new device's variable of the same name (spec 4.1). */
  sameName: boolean;
  /** Slave names a swapped system or external variable gets, in the user's language. */
  slaveNames: { system: string; external: string };
}

/**
 * Why one binding could not move: no same-name variable, the variable is not the new device's, or (a
 * device-state binding) the new device has no variable at all to anchor it.
 */
export type ReplaceReason = 'noSameName' | 'notDeviceVariable' | 'noVariable';

export interface ReplaceFailure {
  penId: string;
  name: string;
  kind: PenKindLabel;
  variable: string;
  reason: ReplaceReason;
}

export interface ReplaceOutcome {
  /** The new `iotData` of every pen whose bindings changed. */
  changed: Map<string, PenDataValue>;
  /** The new frame settings of every pen whose frame listed the device. */
  frames: Map<string, Record<string, unknown>>;
  failures: ReplaceFailure[];
  /** The 10 s summary: components looked at, variables (bindings) updated, pens fully done or not. */
  summary: { components: number; variables: number; succeeded: number; failed: number };
}

type Binding = PenDataValue['data'][number];

/** The binding on the new device's variable `found`, its slave information that of the new variable. */
function onVariable(binding: Binding, found: ReplacementVariable, request: ReplaceRequest): Binding {
  const { slaveId: _slaveId, slaveName: _slaveName, ...rest } = binding;
  const slaveName =
    found.varType_1 === 1 ? request.slaveNames.external : found.varType_1 === 0 ? request.slaveNames.system : undefined;
  return {
    ...rest,
    varId: found.varId,
    variableName: found.varName,
    unit: found.unit,
    dataType: found.dataType,
    ...(found.slaveId !== null ? { slaveId: found.slaveId } : {}),
    ...(slaveName ? { slaveName } : {}),
  };
}

/**
 * One binding on the new device, or why it cannot move. A device-state binding (`isOnline`: the
 * device's connection and run state) follows the device whatever its variable: it takes the same-name
 * variable, the same one, or else the device's first, which only anchors it to the device.
 */
function moveBinding(binding: Binding, request: ReplaceRequest): Binding | ReplaceReason {
  const { to, sameName } = request;
  const byName = to.variables.find((v) => v.varName === binding.variableName);
  const byId = to.variables.find((v) => v.varId === binding.varId);
  const found = binding.isOnline
    ? ((sameName ? byName : undefined) ?? byId ?? to.variables[0])
    : sameName
      ? byName
      : byId;
  if (!found) return binding.isOnline ? 'noVariable' : sameName ? 'noSameName' : 'notDeviceVariable';
  // The identity the binding kept was the old device's: run mode resolves bindings by their ids.
  const { identity: _identity, ...rest } = binding;
  const moved = { ...rest, deviceId: to.deviceId, devId: to.deviceNum, desc: to.deviceName };
  return sameName || binding.isOnline ? onVariable(moved, found, request) : moved;
}

/** The frame's device list with the old device (or every device) swapped for the new one, or null if it names none. */
function moveFrame(frame: unknown, request: ReplaceRequest): Record<string, unknown> | null {
  if (typeof frame !== 'object' || frame === null) return null;
  const settings = frame as Record<string, unknown>;
  const devices = Array.isArray(settings.did) ? (settings.did as unknown[]) : [];
  const moves = (id: unknown) => request.from === null || id === request.from;
  if (!devices.some(moves)) return null;
  const did = [...new Set(devices.map((id) => (moves(id) ? request.to.deviceId : id)))];
  return { ...settings, did };
}

/**
 * Moves every reference of the given pens to one device onto another (spec 4.1 "device replace"):
 * variable bindings and chart series (each a binding), device-state bindings, and the device lists of
 * frames. A variable binding keeps its variable when the new device has it (by id), or, with `sameName`,
 * takes the new device's variable of the same name, its slave information cleared. What cannot move is
 * listed and left as it was; nothing else of the pen changes. Custom data belong to no device and stay.
 */
export function replaceDevice(pens: readonly ReplacePen[], request: ReplaceRequest): ReplaceOutcome {
  const changed = new Map<string, PenDataValue>();
  const frames = new Map<string, Record<string, unknown>>();
  const failures: ReplaceFailure[] = [];
  const summary = { components: 0, variables: 0, succeeded: 0, failed: 0 };

  for (const pen of pens) {
    const read = PenData.safeParse(pen.iotData ?? {});
    const data = read.success ? read.data : undefined;
    const moves = (b: Binding) =>
      b.msgType === MsgType.variable && (request.from === null || b.deviceId === request.from);
    const frame = moveFrame(pen.iotFrame, request);
    if (!data?.data.some(moves) && !frame) continue;
    summary.components += 1;
    if (frame) frames.set(pen.id, frame);
    const penFailures: ReplaceFailure[] = [];
    const bindings = (data?.data ?? []).map((binding) => {
      if (!moves(binding)) return binding;
      const moved = moveBinding(binding, request);
      if (typeof moved !== 'string') {
        summary.variables += 1;
        return moved;
      }
      penFailures.push({
        penId: pen.id,
        name: penLabel(pen),
        kind: penKindLabel(pen),
        variable: binding.variableName ?? String(binding.varId ?? ''),
        reason: moved,
      });
      return binding;
    });
    if (penFailures.length > 0) {
      summary.failed += 1;
      failures.push(...penFailures);
    } else summary.succeeded += 1;
    if (data && bindings.some((b, i) => b !== data.data[i])) changed.set(pen.id, { ...data, data: bindings });
  }
  return { changed, frames, failures, summary };
}
