import type {
  Expression,
  ExpressionBuilder,
  Insertable,
  Kysely,
  SelectQueryBuilder,
  SqlBool,
  Updateable,
} from 'kysely';
import type { ArchiveMouldItemTable, Database, DeviceArchiveTable } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';
import { limitOf, offsetOf, type Window } from '../../db/paging.js';

type NewItem = Omit<Insertable<ArchiveMouldItemTable>, 'archiveId' | 'sort'>;

/** Which archives a caller sees: its scope's, narrowed for an ordinary user to its own and those shared with it. */
export interface ArchiveVisibility {
  scope: Scope;
  user?: { id: number; sharedIds: SelectQueryBuilder<Database, 'shares', { thingId: number }> };
}

/** A condition on an archive under the alias `a`. */
export type ArchiveCondition = (
  eb: ExpressionBuilder<Database & { a: DeviceArchiveTable }, 'a'>,
) => Expression<SqlBool>;

export function createArchiveRepo(kysely: Kysely<Database>) {
  /** The archives a caller sees, alone (no joins): what counts read. */
  function visible({ scope, user }: ArchiveVisibility) {
    const q = kysely
      .selectFrom('deviceArchives as a')
      .$if(!scope.all, (s) => s.where('a.companyId', 'in', scopeCompanyIds(scope)));
    if (!user) return q;
    return q.where((eb) => eb.or([eb('a.createdBy', '=', user.id), eb('a.id', 'in', user.sharedIds)]));
  }

  function records(visibility: ArchiveVisibility) {
    return visible(visibility)
      .innerJoin('companies as c', 'c.id', 'a.companyId')
      .leftJoin('devices as d', 'd.id', 'a.deviceId')
      .select([
        'a.id',
        'a.name',
        'a.nameplate',
        'a.fixedAssetsNo',
        'a.description',
        'a.companyId',
        'c.name as companyName',
        'a.deviceId',
        'd.name as deviceName',
        'd.identity as deviceIdentity',
        'a.createdAt',
        'a.createdBy',
      ]);
  }

  function list(visibility: ArchiveVisibility, filter: { name?: string; hasDevice?: 0 | 1 }, window: Window) {
    let q = records(visibility);
    if (filter.name) q = q.where(containsText('a.name', filter.name));
    if (filter.hasDevice === 1) q = q.where('a.deviceId', 'is not', null);
    if (filter.hasDevice === 0) q = q.where('a.deviceId', 'is', null);
    return q.orderBy('a.id').limit(limitOf(window)).offset(offsetOf(window)).execute();
  }

  function record(visibility: ArchiveVisibility, id: number) {
    return records(visibility).where('a.id', '=', id).executeTakeFirst();
  }

  function mouldItems(archiveId: number) {
    return kysely
      .selectFrom('archiveMouldItems')
      .select(['id', 'name', 'description', 'variableId', 'unit'])
      .where('archiveId', '=', archiveId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async function insert(archive: Insertable<DeviceArchiveTable>, items: NewItem[]): Promise<number> {
    return kysely.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('deviceArchives').values(archive).returning('id').executeTakeFirstOrThrow();
      if (items.length > 0) {
        await trx
          .insertInto('archiveMouldItems')
          .values(items.map((item, sort) => ({ ...item, archiveId: id, sort })))
          .execute();
      }
      return id;
    });
  }

  /** Updates the given columns, and replaces the mould items when `items` is given. */
  async function update(id: number, patch: Updateable<DeviceArchiveTable>, items?: NewItem[]): Promise<void> {
    await kysely.transaction().execute(async (trx) => {
      if (Object.values(patch).some((v) => v !== undefined)) {
        await trx.updateTable('deviceArchives').set(patch).where('id', '=', id).execute();
      }
      if (items === undefined) return;
      await trx.deleteFrom('archiveMouldItems').where('archiveId', '=', id).execute();
      if (items.length > 0) {
        await trx
          .insertInto('archiveMouldItems')
          .values(items.map((item, sort) => ({ ...item, archiveId: id, sort })))
          .execute();
      }
    });
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('deviceArchives').where('id', '=', id).execute();
  }

  /** How many of the archives the caller sees meet the condition (one pass over them). */
  async function countWhere(visibility: ArchiveVisibility, condition: ArchiveCondition) {
    const row = await visible(visibility)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(condition)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return { list, record, mouldItems, insert, update, remove, countWhere };
}
export type ArchiveRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createArchiveRepo>['record']>>>;
