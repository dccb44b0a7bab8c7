import type { DataType } from './device-enums.js';

/**
 * `GET /configflow/live/{id}`: what run mode needs to feed a screen's bindings, resolved from their ids
 * (spec visual-side 2.2): each bound variable of a device in the caller's scope and each bound custom data
 * item, with its live topic and its latest value read once on open. A bound target that is missing here
 * was deleted or is out of reach: run mode shows "target does not exist".
 */
export interface FlowLiveVariable {
  deviceId: number;
  varId: number;
  identity: string;
  name: string;
  description: string;
  unit: string;
  dataType: DataType;
  decimalPlaces: number;
  /** `device/{identity}/{name}`. */
  topic: string;
  /** `device/status/{identity}`. */
  onlineTopic: string;
  nowValue: string | number | null;
  online: boolean;
}

export interface FlowLiveItem {
  customDataId: number;
  name: string;
  description: string;
  unit: string;
  decimalPlaces: number;
  /** `device/customdata/{id}`. */
  topic: string;
  nowValue: string | number | null;
}

export interface FlowLiveTargets {
  variables: FlowLiveVariable[];
  customData: FlowLiveItem[];
}
