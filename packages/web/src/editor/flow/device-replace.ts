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

/** Why one binding could not move: no same-name variable, or the variable is not the new device's. */
export type ReplaceReason = 'noSameName' | 'notDeviceVariable';

export interface ReplaceFailure {
  penId: string;
  name: string;
  kind: PenKindLabel;
  variable: string;
  reason: ReplaceReason;
}

export interface ReplaceOutcome {
  /** The new `iotData` of every pen that changed. */
  changed: Map<string, PenDataValue>;
  failures: ReplaceFailure[];
  /** The 10 s summary: components looked at, variables (bindings) updated, pens fully done or not. */
  summary: { components: number; variables: number; succeeded: number; failed: number };
}

/**
 * Moves the bindings of the given pens from one device to another (spec 4.1 "device replace"). A
 * binding keeps its variable when the new device has it (by id), or, with `sameName`, takes the new
 * device's variable of the same name, its slave information cleared. What cannot move is listed and left
 * as it was; nothing else of the pen changes.
 */
export function replaceDevice(pens: readonly ReplacePen[], request: ReplaceRequest): ReplaceOutcome {
  const { to } = request;
  const byName = new Map(to.variables.map((v) => [v.varName, v]));
  const byId = new Map(to.variables.map((v) => [v.varId, v]));
  const changed = new Map<string, PenDataValue>();
  const failures: ReplaceFailure[] = [];
  let components = 0;
  let variables = 0;
  let succeeded = 0;
  let failed = 0;

  for (const pen of pens) {
    const read = PenData.safeParse(pen.iotData ?? {});
    if (!read.success) continue;
    const data = read.data;
    const moves = (b: (typeof data.data)[number]) =>
      b.msgType === MsgType.variable && (request.from === null || b.deviceId === request.from);
    if (!data.data.some(moves)) continue;
    components += 1;
    const penFailures: ReplaceFailure[] = [];
    const bindings = data.data.map((binding) => {
      if (!moves(binding)) return binding;
      const found = request.sameName
        ? byName.get(binding.variableName ?? '')
        : binding.varId === undefined
          ? undefined
          : byId.get(binding.varId);
      if (!found) {
        penFailures.push({
          penId: pen.id,
          name: penLabel(pen),
          kind: penKindLabel(pen),
          variable: binding.variableName ?? String(binding.varId ?? ''),
          reason: request.sameName ? 'noSameName' : 'notDeviceVariable',
        });
        return binding;
      }
      variables += 1;
      const moved = { ...binding, deviceId: to.deviceId, devId: to.deviceNum, desc: to.deviceName };
      if (!request.sameName) return moved;
      const { slaveId: _slaveId, slaveName: _slaveName, ...rest } = moved;
      const slaveName =
        found.varType_1 === 1
          ? request.slaveNames.external
          : found.varType_1 === 0
            ? request.slaveNames.system
            : undefined;
      return {
        ...rest,
        varId: found.varId,
        variableName: found.varName,
        unit: found.unit,
        dataType: found.dataType,
        ...(found.slaveId !== null ? { slaveId: found.slaveId } : {}),
        ...(slaveName ? { slaveName } : {}),
      };
    });
    if (penFailures.length > 0) {
      failed += 1;
      failures.push(...penFailures);
    } else succeeded += 1;
    if (bindings.some((b, i) => b !== data.data[i])) changed.set(pen.id, { ...data, data: bindings });
  }
  return { changed, failures, summary: { components, variables, succeeded, failed } };
}
