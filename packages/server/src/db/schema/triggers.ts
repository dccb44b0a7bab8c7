import type { Generated } from 'kysely';
import type { Flag, Ms } from './columns.js';

// Triggers and the log of their firings.

export interface TriggerTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  /** TriggerType of the contract. */
  type: number;
  enabled: Flag;
  variableId: number | null;
  customDataId: number | null;
  /** TriggerCondition (JSON), value triggers only. */
  condition: string | null;
  /** The stored schedule (JSON, times in ms), timing triggers only. */
  schedule: string | null;
  /** Due times before this are not fired (the trigger was enabled or its schedule changed then). */
  scheduleFrom: Ms;
  /** TriggerAction[] (JSON). */
  actions: string;
  description: string;
  createdBy: number | null;
  createdAt: Ms;
  updatedAt: Ms;
}

export interface TriggerLogTable {
  id: Generated<number>;
  triggerId: number;
  companyId: number;
  /** FiringCause: value, schedule or call. */
  cause: string;
  value: number | null;
  /** FiringOutcome; null while the actions run. */
  outcome: number | null;
  /** ActionResult[] (JSON). */
  results: string;
  firedAt: Ms;
}
