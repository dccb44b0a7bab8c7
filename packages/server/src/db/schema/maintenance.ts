import type { Generated } from 'kysely';
import type { Flag, Ms } from './columns.js';

// Maintenance plans and records.

export interface MaintenancePlanTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  /** MaintenanceType of the contract. */
  type: number;
  /** PlanStatus of the contract. */
  status: number;
  /** PlanTargetType: 1 device, 2 archive. */
  targetType: number;
  deviceId: number | null;
  archiveId: number | null;
  /** The stored schedule (JSON, times in ms), or null. */
  schedule: string | null;
  /** Due times before this are not made (the plan was enabled or its schedule changed then). */
  scheduleFrom: Ms;
  advanceMinutes: number;
  graceMinutes: number;
  windowMinutes: number;
  suppressAlarms: Flag;
  endAt: Ms | null;
  /** JSON list of the check item names. */
  checkItems: string;
  description: string;
  createdBy: number | null;
  createdAt: Ms;
  updatedAt: Ms;
}

export interface MaintenanceRecordTable {
  id: Generated<number>;
  companyId: number;
  planId: number | null;
  planName: string;
  type: number;
  /** RecordSource: 0 schedule, 1 by hand, 2 trigger. */
  source: number;
  triggerId: number | null;
  /** The gateway maintained (an archive's linked device at the time the record was made). */
  deviceId: number | null;
  archiveId: number | null;
  targetName: string;
  noticeAt: Ms;
  dueAt: Ms;
  overdueAt: Ms;
  /** The end of the planned maintenance window (the due time when the plan has none). */
  windowEndAt: Ms;
  suppressAlarms: Flag;
  doneAt: Ms | null;
  doneBy: number | null;
  result: number | null;
  notes: string;
  /** JSON list of `{name, result, note}`. */
  items: string;
  confirmedAt: Ms | null;
  confirmedBy: number | null;
  createdAt: Ms;
}

export interface MaintenanceRecordUserTable {
  recordId: number;
  userId: number;
}

export interface MaintenanceRecordImageTable {
  id: Generated<number>;
  recordId: number;
  storedName: string;
  fileName: string;
  mime: string;
  size: number;
  createdAt: Ms;
}
