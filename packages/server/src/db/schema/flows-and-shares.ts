import type { Generated } from 'kysely';
import type { Ms } from './columns.js';

// Configuration flows and shares.

export interface ConfigFlowTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  /** ConfigFlowType of the contract (0 flow chart, 1 large screen). */
  type: number;
  publish: number;
  /** The editor's document (JSON). */
  content: string;
  createdAt: Ms;
  updatedAt: Ms;
}

export interface ShareTable {
  id: Generated<number>;
  /** The thing's company: targets are users, departments and roles of it. */
  companyId: number;
  /** ShareKind of the contract ('archive'). */
  kind: string;
  thingId: number;
  /** ShareTargetType of the contract: 1 user, 2 department, 3 role. */
  targetType: number;
  targetId: number;
  sharedBy: number | null;
  createdAt: Ms;
}
