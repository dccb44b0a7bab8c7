import { REMINDED_LEVELS } from '@iot/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Recipient } from './alarm-recipients.repo.js';

/** The queries of the repeated reminders. */
export function createReminderRepo(kysely: Kysely<Database>) {
  /** Unconfirmed, unsuppressed records of level 1 or 2 whose config reminds, raised before `before`. */
  const remindable = (before: number) =>
    kysely
      .selectFrom('alarmRecords as r')
      .innerJoin('alarmConfigs as c', 'c.id', 'r.configId')
      .select([
        'r.id',
        'r.alarmTime',
        'r.companyId',
        'r.deviceId',
        'r.deviceName',
        'r.alertDesc',
        'r.variableDesc',
        'r.variableName',
        'r.currentValue',
        'c.remindMinutes',
      ])
      .where('r.processState', '=', 0)
      .where('r.alarmLevel', 'in', [...REMINDED_LEVELS])
      .where('r.suppressedBy', 'is', null)
      .where('c.remindMinutes', 'is not', null)
      .where('r.alarmTime', '<=', before)
      .orderBy('r.id')
      .execute();

  /** The enabled users the record's follow-ups named to remind. */
  const followers = (recordId: number): Promise<Recipient[]> =>
    kysely
      .selectFrom('alarmFollows as f')
      .innerJoin('alarmFollowItems as i', 'i.followId', 'f.id')
      .innerJoin('users as u', 'u.id', 'i.userId')
      .select(['u.id', 'u.email'])
      .distinct()
      .where('f.recordId', '=', recordId)
      .where('u.enabled', '=', 1)
      .orderBy('u.id')
      .execute();

  return { remindable, followers };
}
