import { UserType } from '@iot/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface Recipient {
  id: number;
  email: string | null;
}

/**
 * Who receives the notices of an alarm of a company's device: every enabled user whose scope holds that
 * company (the same rule as access.scopeFor, read the other way round: platform administrators; the
 * subdomain administrators of its domain; the company administrators of it or of its dealer; its users),
 * except the users who muted the device. alarm-recipients.test.ts checks it against scopeFor.
 */
export function createRecipientRepo(kysely: Kysely<Database>) {
  async function recipients(companyId: number, deviceId: number | null): Promise<Recipient[]> {
    const company = await kysely
      .selectFrom('companies')
      .select(['id', 'parentId', 'domainId'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!company) return [];
    const admins = company.parentId === null ? [company.id] : [company.id, company.parentId];
    return kysely
      .selectFrom('users as u')
      .select(['u.id', 'u.email'])
      .where('u.enabled', '=', 1)
      .where((eb) =>
        eb.or([
          eb('u.userType', '=', UserType.platformAdmin),
          eb.and([
            eb('u.userType', '=', UserType.subdomainAdmin),
            eb('u.companyId', 'in', eb.selectFrom('companies').select('id').where('domainId', '=', company.domainId)),
          ]),
          eb.and([eb('u.userType', '=', UserType.companyAdmin), eb('u.companyId', 'in', admins)]),
          eb.and([eb('u.userType', '=', UserType.user), eb('u.companyId', '=', company.id)]),
        ]),
      )
      .$if(deviceId !== null, (q) =>
        q.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('alarmMutes as m')
                .select('m.userId')
                .whereRef('m.userId', '=', 'u.id')
                .where('m.deviceId', '=', deviceId!),
            ),
          ),
        ),
      )
      .orderBy('u.id')
      .execute();
  }

  return { recipients };
}
