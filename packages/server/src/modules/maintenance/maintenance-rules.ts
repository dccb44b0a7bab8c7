import { MaintenanceType, PLAN_SCHEDULE_UNITS, type Schedule } from '@iot/contract';
import { badRequest, fieldText } from '../../http/errors.js';

/**
 * Which schedule each type of plan takes: a cycle plan repeats (every N days, weeks or months, or
 * cron); a manual plan may be due once; fault and triggered plans have none (records come by hand or
 * from triggers).
 */
export function checkPlanSchedule(type: number, schedule: Schedule | null): void {
  if (type === MaintenanceType.cycle) {
    if (schedule === null || schedule.kind === 'once') {
      throw badRequest(
        fieldText('schedule', {
          zh: '周期计划需要重复的计划：每 N 天、周、月，或 cron',
          en: 'a cycle plan needs a repeating schedule: every N days, weeks or months, or cron',
        }),
      );
    }
    if (schedule.kind === 'every' && !(PLAN_SCHEDULE_UNITS as readonly string[]).includes(schedule.unit)) {
      throw badRequest(fieldText('schedule.unit', { zh: '单位为天、周或月', en: 'one of day, week, month' }));
    }
    return;
  }
  if (type === MaintenanceType.manual) {
    if (schedule !== null && schedule.kind !== 'once') {
      throw badRequest(
        fieldText('schedule', { zh: '手动计划只能不设计划或单次', en: 'a manual plan is due once or has no schedule' }),
      );
    }
    return;
  }
  if (schedule !== null) {
    throw badRequest(
      fieldText('schedule', {
        zh: '故障和触发计划没有计划时间：记录由人工或触发器创建',
        en: 'fault and triggered plans have no schedule: their records come by hand or from triggers',
      }),
    );
  }
}
