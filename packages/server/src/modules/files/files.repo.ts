import type { Insertable, Kysely } from 'kysely';
import type { Database, DevicePictureTable, LibraryFileTable } from '../../db/schema.js';
import { fetchPage } from '../../db/paging.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export function createLibraryRepo(kysely: Kysely<Database>) {
  function records(scope: Scope) {
    return kysely
      .selectFrom('libraryFiles as f')
      .innerJoin('companies as c', 'c.id', 'f.companyId')
      .leftJoin('users as u', 'u.id', 'f.uploadedBy')
      .select([
        'f.id',
        'f.fileName',
        'f.storedName',
        'f.fileType',
        'f.size',
        'f.companyId',
        'c.name as companyName',
        'u.nickName as uploaderName',
        'f.createdAt',
      ])
      .$if(!scope.all, (q) => q.where('f.companyId', 'in', scopeCompanyIds(scope)));
  }

  /** Newest first. */
  function page(
    scope: Scope,
    filter: { fileName?: string; companyId?: number },
    paging: { pageNum: number; pageSize: number },
  ) {
    const q = records(scope)
      .$if(Boolean(filter.fileName), (q) => q.where(containsText('f.fileName', filter.fileName!)))
      .$if(filter.companyId !== undefined, (q) => q.where('f.companyId', '=', filter.companyId!))
      .orderBy('f.id', 'desc');
    return fetchPage(q, paging);
  }

  const record = (scope: Scope, id: number) => records(scope).where('f.id', '=', id).executeTakeFirst();

  const find = (id: number) => kysely.selectFrom('libraryFiles').selectAll().where('id', '=', id).executeTakeFirst();

  async function insert(row: Insertable<LibraryFileTable>): Promise<number> {
    return (await kysely.insertInto('libraryFiles').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('libraryFiles').where('id', '=', id).execute();
  }

  return { page, record, find, insert, remove };
}
export type LibraryFileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createLibraryRepo>['record']>>>;

export function createPictureRepo(kysely: Kysely<Database>) {
  const find = (deviceId: number) =>
    kysely.selectFrom('devicePictures').selectAll().where('deviceId', '=', deviceId).executeTakeFirst();

  function ofDevices(deviceIds: readonly number[]) {
    if (deviceIds.length === 0) return Promise.resolve([]);
    return kysely
      .selectFrom('devicePictures')
      .select(['deviceId', 'createdAt'])
      .where('deviceId', 'in', deviceIds)
      .execute();
  }

  /** Sets a device's picture; answers the stored name it replaced, if any. */
  async function replace(row: Insertable<DevicePictureTable>): Promise<string | undefined> {
    return kysely.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('devicePictures')
        .select('storedName')
        .where('deviceId', '=', row.deviceId)
        .executeTakeFirst();
      await trx.deleteFrom('devicePictures').where('deviceId', '=', row.deviceId).execute();
      await trx.insertInto('devicePictures').values(row).execute();
      return old?.storedName;
    });
  }

  async function remove(deviceId: number): Promise<void> {
    await kysely.deleteFrom('devicePictures').where('deviceId', '=', deviceId).execute();
  }

  return { find, ofDevices, replace, remove };
}
