import { setTimeout as sleep } from 'node:timers/promises';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { startTestPlatform, untilOnline, type TestPlatform } from '../../telemetry/commands/test/platform-fixture.js';

type Command = { id: string; type: string; variable?: string; value?: unknown };

async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe.each(DIALECTS)('a variable trigger over real sockets (%s)', (dialect) => {
  let p: TestPlatform;
  let gw: { id: number; identity: string; secret: string };
  let client: MqttClient;
  const vars: Record<string, number> = {};
  const received: Command[] = [];
  const publish = (ts: number, temp: number) =>
    client.publishAsync(`gw/${gw.identity}/data`, JSON.stringify({ ts, values: { temp } }), { qos: 1 });
  const logs = async (triggerId: number) =>
    (await p.call('POST', '/trigger/log/getPage', { param: { triggerId } })).data.records as {
      cause: string;
      value: number;
      outcome: number | null;
      results: { type: string; ok: boolean }[];
    }[];

  beforeAll(async () => {
    p = await startTestPlatform(dialect);
    gw = await p.device(`trig-${dialect}`, { temp: 'float', setpoint: 'float' });
    const list = await p.call('POST', '/variable/findVarList', {
      pageNum: 1,
      pageSize: 10,
      param: { deviceId: gw.id },
    });
    for (const v of list.data.records as { id: number; name: string }[]) vars[v.name] = v.id;
    client = await p.gateway(gw);
    client.on('message', (_topic, payload) => {
      const command = JSON.parse(payload.toString()) as Command;
      received.push(command);
      void client.publishAsync(`gw/${gw.identity}/ack`, JSON.stringify({ id: command.id, ok: true }), { qos: 1 });
    });
    await untilOnline(p, gw.identity);
  });
  afterAll(() => p.close());

  it('writes to the gateway once the value has stayed above the limit for the hold time', async () => {
    const created = await p.call('POST', '/trigger', {
      name: 'Cool down',
      type: 1,
      variableId: vars.temp,
      condition: { op: 'above', value: 50, holdSeconds: 5 },
      actions: [{ type: 'write', deviceId: gw.id, variableId: vars.setpoint, value: 7 }],
    });
    expect(created.code).toBe(200);
    const id = created.data.id as number;
    await sleep(200); // the runtime reloads its rules on the change
    const start = Date.now() - 10_000;
    await publish(start, 60);
    await publish(start + 4_000, 61);
    await sleep(300);
    expect(received).toEqual([]);
    await publish(start + 6_000, 62);
    await until(async () => (await logs(id))[0]?.outcome === 0);
    expect(received).toEqual([{ id: expect.any(String), type: 'write', variable: 'setpoint', value: 7 }]);
    expect(await logs(id)).toMatchObject([
      { cause: 'value', value: 62, outcome: 0, results: [{ type: 'write', ok: true }] },
    ]);
    // Still above: no new firing until the value falls back.
    await publish(start + 8_000, 63);
    await sleep(300);
    expect(received).toHaveLength(1);
  });
});
