import type { Page, ShareKind, ShareRecord, ShareScope } from '@iot/contract';
import { api } from '../../api/client';
import { getShareTargets, putShareTargets } from '../pickers/share-api';
import { targetKey } from '../pickers/ShareSelector';
import type { PageRequest, PageResult } from '../table-page/types';

/** A shared thing as a table row (the table keys rows by `id`). */
export type ShareRow = ShareRecord & { id: number };

/** `GET /share/list` of one kind: the tab's scope comes in `param.scope`, the name filter in `param.name`. */
export const shareFetcher =
  (kind: ShareKind) =>
  async ({ pageNum, pageSize, param }: PageRequest): Promise<PageResult<ShareRow>> => {
    const name = typeof param.name === 'string' ? param.name.trim() : '';
    const page = await api.get<Page<ShareRecord>>('/share/list', {
      kind,
      scope: param.scope as ShareScope,
      pageNum,
      pageSize,
      name: name || undefined,
    });
    return { records: page.records.map((record) => ({ ...record, id: record.thingId })), total: page.total };
  };

/** Takes back the caller's shares of a row; shares others made of the same thing stay. */
export async function unshare(row: ShareRecord): Promise<void> {
  const thing = { kind: row.kind, thingId: row.thingId };
  const mine = new Set(row.targets.map(targetKey));
  const current = await getShareTargets(thing);
  await putShareTargets(
    thing,
    current.filter((target) => !mine.has(targetKey(target))),
  );
}
