import type { Insertable, Kysely } from 'kysely';
import type { AlarmFollowImageTable, Database } from '../../db/schema.js';
import { scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export function createAlarmFollowRepo(kysely: Kysely<Database>) {
  /** A follow of a record the scope sees. */
  const find = (scope: Scope, id: number) =>
    kysely
      .selectFrom('alarmFollows as f')
      .innerJoin('alarmRecords as r', 'r.id', 'f.recordId')
      .select(['f.id', 'f.recordId', 'r.companyId'])
      .where('f.id', '=', id)
      .$if(!scope.all, (q) => q.where('r.companyId', 'in', scopeCompanyIds(scope)))
      .executeTakeFirst();

  /** The follows of a record, newest first, with their images and reminder users. */
  async function ofRecord(recordId: number) {
    const follows = await kysely
      .selectFrom('alarmFollows as f')
      .leftJoin('users as u', 'u.id', 'f.createUserId')
      .select(['f.id', 'f.recordId', 'f.content', 'f.createdAt', 'u.nickName as createUserName'])
      .where('f.recordId', '=', recordId)
      .orderBy('f.createdAt', 'desc')
      .orderBy('f.id', 'desc')
      .execute();
    const ids = [0, ...follows.map((f) => f.id)];
    const [images, items] = await Promise.all([
      kysely
        .selectFrom('alarmFollowImages')
        .select(['id', 'followId', 'fileName'])
        .where('followId', 'in', ids)
        .orderBy('id')
        .execute(),
      kysely
        .selectFrom('alarmFollowItems as i')
        .innerJoin('users as u', 'u.id', 'i.userId')
        .select(['i.followId', 'u.id', 'u.nickName', 'u.username'])
        .where('i.followId', 'in', ids)
        .orderBy('u.id')
        .execute(),
    ]);
    return { follows, images, items };
  }

  async function insert(recordId: number, content: string, userId: number, at: number): Promise<number> {
    const row = await kysely
      .insertInto('alarmFollows')
      .values({ recordId, content, createUserId: userId, createdAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The reminder users of a follow become exactly `userIds`. */
  async function setItems(followId: number, userIds: number[]): Promise<void> {
    await kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('alarmFollowItems').where('followId', '=', followId).execute();
      if (userIds.length > 0) {
        await trx
          .insertInto('alarmFollowItems')
          .values(userIds.map((userId) => ({ followId, userId })))
          .execute();
      }
    });
  }

  /** Of `userIds`, the enabled users of the scope's companies. */
  async function visibleUserIds(scope: Scope, userIds: number[]): Promise<Set<number>> {
    const rows = await kysely
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [0, ...userIds])
      .where('enabled', '=', 1)
      .$if(!scope.all, (q) => q.where('companyId', 'in', scopeCompanyIds(scope)))
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Enabled users of the record's company and of its dealer, within the caller's scope. */
  function reminderCandidates(scope: Scope, companyId: number, limit: number) {
    return kysely
      .selectFrom('users')
      .select(['id', 'username', 'nickName'])
      .where('enabled', '=', 1)
      .where((eb) =>
        eb.or([
          eb('companyId', '=', companyId),
          eb('companyId', 'in', eb.selectFrom('companies').select('parentId').where('id', '=', companyId)),
        ]),
      )
      .$if(!scope.all, (q) => q.where('companyId', 'in', scopeCompanyIds(scope)))
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async function insertImages(images: Insertable<AlarmFollowImageTable>[]) {
    if (images.length === 0) return [];
    return kysely.insertInto('alarmFollowImages').values(images).returning(['id', 'fileName']).execute();
  }

  const image = (id: number) =>
    kysely
      .selectFrom('alarmFollowImages')
      .select(['storedName', 'mime', 'size'])
      .where('id', '=', id)
      .executeTakeFirst();

  const storedNamesOf = async (followId: number) =>
    (await kysely.selectFrom('alarmFollowImages').select('storedName').where('followId', '=', followId).execute()).map(
      (r) => r.storedName,
    );

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('alarmFollows').where('id', '=', id).execute();
  }

  return {
    find,
    ofRecord,
    insert,
    setItems,
    visibleUserIds,
    reminderCandidates,
    insertImages,
    image,
    storedNamesOf,
    remove,
  };
}
