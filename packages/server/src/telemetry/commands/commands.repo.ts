import type { Insertable, Kysely } from 'kysely';
import { limitOf, offsetOf } from '../../db/paging.js';
import type { CommandTable, Database, UpgradeLogTable } from '../../db/schema.js';

export type CommandRow = CommandTable;

export function createCommandRepo(kysely: Kysely<Database>) {
  function findCommand(id: string): Promise<CommandRow | undefined> {
    return kysely.selectFrom('commands').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** False when the id is taken already (another request or server got there first). */
  async function insertCommand(row: Insertable<CommandTable>): Promise<boolean> {
    const result = await kysely
      .insertInto('commands')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Completes a pending command; false when it was completed already. */
  async function completeCommand(
    id: string,
    outcome: { status: string; error: string | null; message: string },
    completedAt: number,
  ): Promise<boolean> {
    const result = await kysely
      .updateTable('commands')
      .set({ ...outcome, completedAt })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function insertUpgradeLog(row: Insertable<UpgradeLogTable>): Promise<number> {
    return (await kysely.insertInto('upgradeLogs').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** The upgrade log of a command, when the command was sent to that gateway. */
  function upgradeLogOf(commandId: string, identity: string) {
    return kysely
      .selectFrom('upgradeLogs as l')
      .innerJoin('devices as d', 'd.id', 'l.deviceId')
      .select(['l.id', 'l.status', 'l.result'])
      .where('l.commandId', '=', commandId)
      .where('d.identity', '=', identity)
      .executeTakeFirst();
  }

  async function updateUpgradeLog(id: number, patch: { status?: number; result?: number }, updatedAt: number) {
    await kysely
      .updateTable('upgradeLogs')
      .set({ ...patch, updatedAt })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Uses a download token once: the upgrade it was made for, if it is unused and not expired; null
   * otherwise. The update is the check, so two downloads racing with one token cannot both win.
   */
  async function useDownloadToken(tokenHash: string, versionId: number, now: number) {
    const used = await kysely
      .updateTable('upgradeLogs')
      .set({ downloadedAt: now })
      .where('downloadTokenHash', '=', tokenHash)
      .where('versionId', '=', versionId)
      .where('downloadedAt', 'is', null)
      .where('downloadExpiresAt', '>', now)
      .returning('deviceId')
      .executeTakeFirst();
    return used ?? null;
  }

  async function upgradeLogPage(deviceId: number, pageNum: number, pageSize: number) {
    const base = kysely.selectFrom('upgradeLogs as l').where('l.deviceId', '=', deviceId);
    const [rows, count] = await Promise.all([
      base
        .innerJoin('devices as d', 'd.id', 'l.deviceId')
        .leftJoin('firmwareVersions as f', 'f.id', 'l.versionId')
        .select([
          'l.id',
          'l.deviceId',
          'd.identity',
          'd.name as deviceName',
          'l.versionId',
          'f.version',
          'l.commandId',
          'l.status',
          'l.result',
          'l.createdAt',
          'l.updatedAt',
        ])
        .orderBy('l.id', 'desc')
        .limit(limitOf({ pageNum, pageSize }))
        .offset(offsetOf({ pageNum, pageSize }))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  return {
    findCommand,
    insertCommand,
    completeCommand,
    insertUpgradeLog,
    upgradeLogOf,
    updateUpgradeLog,
    useDownloadToken,
    upgradeLogPage,
  };
}
export type CommandRepo = ReturnType<typeof createCommandRepo>;
