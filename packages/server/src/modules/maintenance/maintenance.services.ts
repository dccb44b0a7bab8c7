import type { Ctx } from '../../context.js';
import { createMaintenanceDashboard } from './maintenance-dashboard.js';
import { createRecordImageService } from './maintenance-images.js';
import { createPlanService, type PlanServiceDeps } from './maintenance-plans.service.js';
import { createRecordService, type RecordServiceDeps } from './maintenance-records.service.js';

export type MaintenanceDeps = PlanServiceDeps &
  Pick<RecordServiceDeps, 'alarms'> & {
    shares: PlanServiceDeps['shares'] & RecordServiceDeps['shares'];
  };

/** The maintenance module's services; its scheduler runs in the platform (maintenance-scheduler.ts). */
export function createMaintenanceServices(ctx: Ctx, deps: MaintenanceDeps) {
  const plans = createPlanService(ctx, deps);
  const records = createRecordService(ctx, { plans, shares: deps.shares, alarms: deps.alarms });
  return {
    plans,
    records,
    images: createRecordImageService(ctx, { records }),
    /** For the dashboard: completion rate, pie, plan colours, health counts. */
    dashboard: createMaintenanceDashboard(ctx, { plans }),
  };
}
export type MaintenanceServices = ReturnType<typeof createMaintenanceServices>;
