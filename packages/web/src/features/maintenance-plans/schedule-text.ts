import type { ScheduleView } from '@iot/contract';
import type { TFunction } from 'i18next';

/**
 * A plan's schedule in words ("Every 2 weeks from 2026-01-05 09:00:00"), in the plans' namespace;
 * `brief` leaves out where a cycle starts (the list shows the next due time beside it).
 */
export function describeSchedule(schedule: ScheduleView | null, t: TFunction, brief = false): string {
  if (!schedule) return t('scheduleText.none');
  switch (schedule.kind) {
    case 'once':
      return t('scheduleText.once', { at: schedule.at });
    case 'every': {
      const every =
        schedule.every === 1
          ? t(`scheduleText.everyOne.${schedule.unit}`)
          : t(`scheduleText.every.${schedule.unit}`, { count: schedule.every });
      return brief ? every : t('scheduleText.from', { every, start: schedule.start });
    }
    case 'cron':
      return t('scheduleText.cron', { cron: schedule.cron });
  }
}
