import type { OutboxRecord, Paging } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { fetchPage } from '../../db/paging.js';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  target: string;
  subject: string;
  body: string;
}

export function createOutboxRepo(ctx: Ctx) {
  const { kysely } = ctx.db;

  async function insert(message: OutboxMessage, createdAt: number): Promise<void> {
    await kysely
      .insertInto('outbox')
      .values({ ...message, createdAt })
      .execute();
  }

  /** Newest first. */
  async function page(window: Paging): Promise<{ records: OutboxRecord[]; total: number }> {
    const newestFirst = kysely.selectFrom('outbox').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
    const { rows, total } = await fetchPage(newestFirst, window);
    const records = rows.map((r) => ({ ...r, channel: r.channel === 'sms' ? ('sms' as const) : ('email' as const) }));
    return { records, total };
  }

  return { insert, page };
}
