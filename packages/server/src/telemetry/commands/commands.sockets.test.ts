import crypto from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { startTestPlatform, untilOnline, type TestPlatform } from './test/platform-fixture.js';

type Command = { id: string; type: string; variable?: string; value?: unknown; url?: string; sha256?: string };

/** Answers every command the gateway receives with `answer(command)` (an ack body, or none). */
function answerWith(client: MqttClient, identity: string, answer: (c: Command) => object | undefined) {
  client.removeAllListeners('message');
  client.on('message', (_topic, payload) => {
    const reply = answer(JSON.parse(payload.toString()) as Command);
    if (reply) void client.publishAsync(`gw/${identity}/ack`, JSON.stringify(reply), { qos: 1 });
  });
}

const PUBLIC_URL = 'https://iot.example.com';

describe.each(DIALECTS)('commands over real sockets on %s', (dialect) => {
  let p: TestPlatform;
  let gw: { id: number; identity: string; secret: string };
  let client: MqttClient;
  const vars: Record<string, number> = {};
  const issue = (variable: string, data: string, extra = '') =>
    p.call('POST', `/netty/issueInstructions?data=${data}&deviceId=${gw.id}&variableId=${vars[variable]}${extra}`);

  beforeAll(async () => {
    // Gateways reach the platform at its public address (a proxy would forward it); the test's gateway
    // swaps it for the platform's own, bound on a free port.
    p = await startTestPlatform(dialect, { IOT_COMMAND_TIMEOUT_MS: '500', IOT_PUBLIC_URL: PUBLIC_URL });
    gw = await p.device(`sock-${dialect}`, { setpoint: 'float', pump: 'switch_value' });
    const list = await p.call('POST', '/variable/findVarList', {
      pageNum: 1,
      pageSize: 10,
      param: { deviceId: gw.id },
    });
    for (const v of list.data.records as { id: number; name: string }[]) vars[v.name] = v.id;
    client = await p.gateway(gw);
    await untilOnline(p, gw.identity);
  });
  afterAll(() => p.close());

  it('writes, and answers what the gateway acked', async () => {
    const received: Command[] = [];
    answerWith(client, gw.identity, (c) => (received.push(c), { id: c.id, ok: true }));
    expect(await issue('setpoint', '12.5')).toMatchObject({ code: 200, msg: 'issued successfully' });
    expect(received).toEqual([{ id: expect.any(String), type: 'write', variable: 'setpoint', value: 12.5 }]);
    answerWith(client, gw.identity, (c) => ({ id: c.id, ok: false, error: 'interlock active' }));
    expect(await issue('pump', '1')).toMatchObject({ code: 400, msg: 'gateway refused the write: interlock active' });
  });

  it('times out when the gateway stays silent, and keeps the outcome for the same commandId', async () => {
    let count = 0;
    answerWith(client, gw.identity, () => void (count += 1));
    expect(await issue('setpoint', '1', '&commandId=silent-1')).toMatchObject({
      code: 504,
      msg: 'gateway did not acknowledge within 0.5 s',
    });
    expect((await issue('setpoint', '1', '&commandId=silent-1')).code).toBe(504);
    expect(count).toBe(1);
  });

  it('refuses at once when the gateway is offline', async () => {
    const offline = await p.device(`sock-off-${dialect}`, { v: 'float' });
    const list = await p.call('POST', '/variable/findVarList', {
      pageNum: 1,
      pageSize: 10,
      param: { deviceId: offline.id },
    });
    const started = Date.now();
    const body = await p.call(
      'POST',
      `/netty/issueInstructions?data=1&deviceId=${offline.id}&variableId=${list.data.records[0].id}`,
    );
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/offline/);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('upgrades end to end: download with the one-time token, sha256 checked, log completed', async () => {
    const image = crypto.randomBytes(100_000);
    const form = new FormData();
    form.set('version', '3.1.4');
    form.set('modelName', 'is600');
    form.set('file', new Blob([image]), 'fw.bin');
    const uploaded = (await (
      await fetch(`${p.http}/admin/api/version/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: p.token },
      })
    ).json()) as { data: { id: number } };
    expect((await p.call('PUT', '/version', { id: uploaded.data.id, ispublish: 1 })).code).toBe(200);
    expect((await p.call('PUT', '/device', { id: gw.id, modelName: 'is600' })).code).toBe(200);
    let download: { status: number; sha256: string; again: number } | undefined;
    answerWith(client, gw.identity, (c) => {
      void (async () => {
        await client.publishAsync(`gw/${gw.identity}/ack`, JSON.stringify({ id: c.id, ok: true }), { qos: 1 });
        expect(c.url!.startsWith(`${PUBLIC_URL}/`)).toBe(true);
        const url = c.url!.replace(PUBLIC_URL, p.http);
        const res = await fetch(url);
        const bytes = Buffer.from(await res.arrayBuffer());
        const again = await fetch(url);
        const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
        download = { status: res.status, sha256, again: again.status };
        const result = sha256 === c.sha256 ? 0 : 2;
        await client.publishAsync(`gw/${gw.identity}/ack`, JSON.stringify({ id: c.id, result }), { qos: 1 });
      })();
      return undefined;
    });
    const sent = await p.call('GET', `/netty/upgrade/${gw.identity}/${uploaded.data.id}`);
    expect(sent.code).toBe(200);
    const logs = () => p.call('POST', '/netty/upgradeLog/getPage', { param: { deviceId: gw.id } });
    const deadline = Date.now() + 5000;
    while ((await logs()).data.records[0]?.result !== 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(download).toEqual({
      status: 200,
      sha256: crypto.createHash('sha256').update(image).digest('hex'),
      again: 403,
    });
    expect((await logs()).data.records[0]).toMatchObject({ status: 1, result: 0, version: '3.1.4' });
  });
});
