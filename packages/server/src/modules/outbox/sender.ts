import type { Paging } from '@iot/contract';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Ctx } from '../../context.js';
import { createOutboxRepo, type OutboxMessage } from './outbox.repo.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sends verification codes and notices. Every message is kept in the outbox (the platform
 * administrator reads it there when no gateway is configured); e-mail also goes out over SMTP when
 * IOT_SMTP_URL is set. The log names target and subject only: bodies hold codes.
 */
export function createSender(ctx: Ctx) {
  const repo = createOutboxRepo(ctx);
  let transport: Transporter | null = null;

  async function mail(message: OutboxMessage, smtpUrl: string): Promise<void> {
    transport ??= nodemailer.createTransport(smtpUrl);
    try {
      await transport.sendMail({
        from: ctx.config.smtpFrom,
        to: message.target,
        subject: message.subject,
        text: message.body,
      });
      ctx.log.info({ target: message.target, subject: message.subject }, 'e-mail sent');
    } catch (err) {
      // The outbox row stays: the platform administrator can still pass the message on.
      ctx.log.error({ target: message.target, subject: message.subject, err: String(err) }, 'e-mail failed');
    }
  }

  async function send(message: OutboxMessage): Promise<void> {
    await repo.insert(message, ctx.now());
    ctx.log.info({ channel: message.channel, target: message.target, subject: message.subject }, 'message queued');
    const smtpUrl = ctx.config.smtpUrl;
    if (smtpUrl && message.channel === 'email' && EMAIL.test(message.target)) await mail(message, smtpUrl);
  }

  function page(paging: Paging) {
    return repo.page(paging);
  }

  return { send, page };
}
export type Sender = ReturnType<typeof createSender>;
