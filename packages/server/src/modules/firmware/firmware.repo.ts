import type { FirmwarePageQuery } from '@iot/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, FirmwareVersion, FirmwareVersionTable } from '../../db/schema.js';
import { fetchPage } from '../../db/paging.js';
import { containsText } from '../../db/text-filter.js';

/** Every version, or a domain's and the platform-wide ones (only the published for non-managers). */
export type FirmwareVisibility = { all: true } | { all: false; domainId: number; publishedOnly: boolean };

export function createFirmwareRepo(kysely: Kysely<Database>) {
  async function page(visibility: FirmwareVisibility, { pageNum, pageSize, param }: FirmwarePageQuery) {
    let q = kysely.selectFrom('firmwareVersions').selectAll();
    if (!visibility.all) {
      q = q.where((eb) => eb.or([eb('domainId', 'is', null), eb('domainId', '=', visibility.domainId)]));
      if (visibility.publishedOnly) q = q.where('ispublish', '=', 1);
    }
    if (param.ispublish !== undefined) q = q.where('ispublish', '=', param.ispublish);
    if (param.modelName) q = q.where(containsText('modelName', param.modelName));
    if (param.version) q = q.where(containsText('version', param.version));
    return fetchPage(q.orderBy('id', 'desc'), { pageNum, pageSize });
  }

  function find(id: number): Promise<FirmwareVersion | undefined> {
    return kysely.selectFrom('firmwareVersions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function taken(domainId: number | null, modelName: string, version: string): Promise<boolean> {
    const row = await kysely
      .selectFrom('firmwareVersions')
      .select('id')
      .where('domainId', domainId === null ? 'is' : '=', domainId)
      .where('modelName', '=', modelName)
      .where('version', '=', version)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function insert(version: Insertable<FirmwareVersionTable>): Promise<number> {
    return (await kysely.insertInto('firmwareVersions').values(version).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function update(id: number, patch: Updateable<FirmwareVersionTable>): Promise<void> {
    if (Object.values(patch).every((v) => v === undefined)) return;
    await kysely.updateTable('firmwareVersions').set(patch).where('id', '=', id).execute();
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('firmwareVersions').where('id', '=', id).execute();
  }

  return { page, find, taken, insert, update, remove };
}
