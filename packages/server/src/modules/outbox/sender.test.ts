import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestDb, DIALECTS, type TestDb } from '../../test/databases.js';
import { createSender } from './sender.js';

interface SmtpServer {
  port: number;
  messages: string[];
  close(): Promise<void>;
}

/** Just enough SMTP for one client: greeting, EHLO, MAIL, RCPT, DATA and QUIT. */
async function startSmtp(): Promise<SmtpServer> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let message: string[] | null = null;
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message) {
          if (line === '.') {
            messages.push(message.join('\n'));
            message = null;
            socket.write('250 queued\r\n');
          } else message.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          message = [];
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 localhost\r\n' : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function recordingLog() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe.each(DIALECTS)('sender on %s', (dialect) => {
  let testDb: TestDb;
  let smtp: SmtpServer;
  const now = () => 1_700_000_000_000;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await testDb.drop();
  });

  const senderWith = (env: Record<string, string> = {}) => {
    const config = loadConfig({ IOT_DATABASE_URL: testDb.url, IOT_DATA_DIR: testDb.dataDir, ...env });
    const { log, lines } = recordingLog();
    return { sender: createSender({ db: testDb.db, config, log, now }), lines };
  };
  const outboxTo = (target: string) =>
    testDb.db.kysely.selectFrom('outbox').selectAll().where('target', '=', target).execute();

  it('keeps every message in the outbox and logs target and subject, never the body', async () => {
    const { sender, lines } = senderWith();
    await sender.send({ channel: 'sms', target: '13800000000', subject: 'Registration code', body: 'code 482913' });
    const rows = await outboxTo('13800000000');
    expect(rows).toMatchObject([
      { channel: 'sms', subject: 'Registration code', body: 'code 482913', createdAt: now() },
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('13800000000');
    expect(logged).toContain('Registration code');
    expect(logged).not.toContain('482913');
  });

  it('sends e-mail over SMTP when configured, and only e-mail to an address', async () => {
    const { sender, lines } = senderWith({
      IOT_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      IOT_SMTP_FROM: 'iot@example.com',
    });
    await sender.send({
      channel: 'email',
      target: 'ops@example.com',
      subject: 'Password reset code',
      body: 'code 731904',
    });
    await sender.send({ channel: 'sms', target: '13800000001', subject: 'Phone change code', body: 'code 111111' });
    await sender.send({ channel: 'email', target: 'platform-admin', subject: 'Demo request', body: 'notice' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Password reset code');
    expect(smtp.messages[0]).toContain('To: ops@example.com');
    expect(smtp.messages[0]).toContain('731904');
    expect(await outboxTo('ops@example.com')).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('731904');
  });

  it('keeps the message when the SMTP server cannot be reached', async () => {
    const down = await startSmtp();
    await down.close();
    const { sender, lines } = senderWith({ IOT_SMTP_URL: `smtp://127.0.0.1:${down.port}` });
    await sender.send({
      channel: 'email',
      target: 'down@example.com',
      subject: 'Registration code',
      body: 'code 555123',
    });
    expect(await outboxTo('down@example.com')).toHaveLength(1);
    expect(JSON.stringify(lines)).toContain('e-mail failed');
  });
});
