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
  /** The editor's document (JSON), sanitized when saved. */
  content: string;
  description: Generated<string>;
  /** The thumbnail's address. */
  image: Generated<string>;
  backgroundImage: Generated<string>;
  repertoryId: number | null;
  /** The template a flow was made from. */
  templateId: number | null;
  isFromTemplate: Generated<number>;
  /** 1: a template (of the screen or flow-chart template pages), 0: a flow. */
  template: Generated<number>;
  createdAt: Ms;
  updatedAt: Ms;
}

export interface FlowFileTable {
  id: Generated<number>;
  companyId: number;
  /** FlowFileKind of the contract. */
  kind: string;
  /** The uploader's file name, for display. */
  name: string;
  storedName: string;
  mime: string;
  size: number;
  createdAt: Ms;
}

/** A user component: pens a company saved from the editor to insert again (spec 2.1). */
export interface FlowComponentTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  /** The thumbnail's address; empty without one. */
  image: Generated<string>;
  /** The pens (JSON), sanitized when saved and again when read. */
  content: string;
  createdAt: Ms;
  updatedAt: Ms;
}

export interface ConfigFlowRepertoryTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  createdAt: Ms;
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

export interface JobRunTable {
  /** The job and its subject: `maintenance:plan:12`, `report:daily:3`. */
  job: string;
  dueAt: Ms;
  claimedAt: Ms;
}
