import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export function createAlarmMuteRepo(kysely: Kysely<Database>) {
  /** The devices a user muted, among those its scope sees. */
  const ofUser = (userId: number, scope: Scope) =>
    kysely
      .selectFrom('alarmMutes as m')
      .innerJoin('devices as d', 'd.id', 'm.deviceId')
      .select(['d.id as deviceId', 'd.name as deviceName', 'd.identity'])
      .where('m.userId', '=', userId)
      .$if(!scope.all, (q) => q.where('d.companyId', 'in', scopeCompanyIds(scope)))
      .orderBy('d.name')
      .orderBy('d.id')
      .execute();

  async function mute(userId: number, deviceId: number, at: number): Promise<void> {
    await kysely
      .insertInto('alarmMutes')
      .values({ userId, deviceId, createdAt: at })
      .onConflict((oc) => oc.columns(['userId', 'deviceId']).doNothing())
      .execute();
  }

  async function unmute(userId: number, deviceId: number): Promise<void> {
    await kysely.deleteFrom('alarmMutes').where('userId', '=', userId).where('deviceId', '=', deviceId).execute();
  }

  return { ofUser, mute, unmute };
}
