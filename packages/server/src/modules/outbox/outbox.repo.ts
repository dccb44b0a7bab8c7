import type { OutboxRecord, Paging } from '@iot/contract';
import type { Ctx } from '../../context.js';

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
  async function page({ pageNum, pageSize }: Paging): Promise<{ records: OutboxRecord[]; total: number }> {
    const [rows, count] = await Promise.all([
      kysely
        .selectFrom('outbox')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute(),
      kysely
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const records = rows.map((r) => ({ ...r, channel: r.channel === 'sms' ? ('sms' as const) : ('email' as const) }));
    return { records, total: Number(count.n) };
  }

  return { insert, page };
}
