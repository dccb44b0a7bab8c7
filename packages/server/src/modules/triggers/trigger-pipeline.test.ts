import { FiringOutcome } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createRecordingBus, startPipeline } from '../../telemetry/test/support.js';
import type { CommandService } from '../../telemetry/commands/commands.service.js';
import { LOOP_GUARD_MS } from './trigger-guard.js';
import { acceptingWrites, triggerApiOf, triggerPartsOf } from './test/trigger-fixture.js';

describe.each(DIALECTS)('value triggers in the ingest pipeline (%s)', (dialect) => {
  let t: TestApp;
  const api = triggerApiOf(() => t);
  let pipeline: Awaited<ReturnType<typeof startPipeline>>;
  const gw = { id: 0, identity: `gw-loop-${dialect}` };
  const names = new Map<number, string>();
  /** What the gateway does after it took a write: values it then publishes. */
  let after: (name: string, value: number | string) => (number | string)[] = (_name, value) => [value];

  /** A simulated gateway: each write is applied and published back, a second apart. */
  const gateway: Pick<CommandService, 'issue'> = {
    async issue(auth, query) {
      const name = names.get(query.variableId)!;
      for (const value of after(name, Number(query.data))) await publish({ [name]: value });
      return acceptingWrites.issue(auth, query);
    },
  };
  async function publish(values: Record<string, number | string>) {
    t.clock.advance(1000);
    await pipeline.deliver(gw.identity, 'data', { values });
  }
  const settle = async () => {
    await pipeline.telemetry.triggers!.idle();
  };
  const outcomes = async (id: number) => (await api.logs(id)).map((l) => [l.value, l.outcome]);
  /** Firings fired together are logged in either order: compare them by value. */
  const byValue = (rows: unknown[][]) => [...rows].sort((a, b) => Number(a[0]) - Number(b[0]));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    gw.id = (await api.device('dealerAdmin', { identity: gw.identity })).id;
    for (const name of ['button', 'level', 'flow']) names.set(await api.variable('dealerAdmin', gw.id, { name }), name);
    const parts = triggerPartsOf(t, createRecordingBus(t.clock.now).bus, gateway);
    pipeline = await startPipeline(t, { triggers: parts });
  });
  afterAll(async () => {
    await pipeline.telemetry.stop();
    await t.close();
  });
  const idOf = (name: string) => [...names].find(([, n]) => n === name)![0];

  it("does not re-fire a trigger from the values its own write caused, and fires again after the guard's window", async () => {
    // A push button the gateway resets: writing 1 makes it publish 1, then 0.
    after = (_name, value) => [value, 0];
    const button = idOf('button');
    const id = await api.trigger('dealerAdmin', {
      type: 1,
      variableId: button,
      condition: { op: 'change' },
      actions: [{ type: 'write', deviceId: gw.id, variableId: button, value: 1 }],
    });
    await pipeline.telemetry.triggers!.reload();
    await publish({ button: 0 });
    await publish({ button: 5 });
    // The gateway's echo of each write comes back through ingest on its own time: wait for it.
    await expect
      .poll(async () => byValue(await outcomes(id)))
      .toEqual([
        [0, FiringOutcome.guarded],
        [1, FiringOutcome.guarded],
        [5, FiringOutcome.ok],
      ]);
    t.clock.advance(LOOP_GUARD_MS);
    await publish({ button: 7 });
    await expect
      .poll(async () => byValue((await outcomes(id)).slice(0, 3)))
      .toEqual([
        [0, FiringOutcome.guarded],
        [1, FiringOutcome.guarded],
        [7, FiringOutcome.ok],
      ]);
  });

  it('fires a custom data trigger on the computed value', async () => {
    const repertory = await api.as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'Doubled' });
    const item = await api.as('dealerAdmin', 'POST', '/customdata', {
      repertoryId: repertory.data.id,
      name: 'double flow',
      type: 1,
      config: { expression: 'a * 2', bindings: { a: { kind: 'variable', id: idOf('flow') } } },
    });
    const id = await api.trigger('dealerAdmin', {
      type: 2,
      customDataId: item.data.id,
      condition: { op: 'between', value: 100, value2: 200 },
    });
    await pipeline.telemetry.triggers!.reload();
    await publish({ flow: 40 });
    await publish({ flow: 60 });
    await settle();
    expect(await outcomes(id)).toEqual([[120, FiringOutcome.ok]]);
  });

  it('breaks a loop through another trigger', async () => {
    after = (_name, value) => [value];
    const level = idOf('level');
    const write = (value: number) => [{ type: 'write' as const, deviceId: gw.id, variableId: level, value }];
    const refill = await api.trigger('dealerAdmin', {
      type: 1,
      variableId: level,
      condition: { op: 'equal', value: 0 },
      actions: write(100),
    });
    const drain = await api.trigger('dealerAdmin', {
      type: 1,
      variableId: level,
      condition: { op: 'above', value: 50 },
      actions: write(0),
    });
    await pipeline.telemetry.triggers!.reload();
    // 100 drains to 0, which refills to 100: drain's own write led there, so it stops.
    await publish({ level: 100 });
    await settle();
    expect(await outcomes(drain)).toEqual([
      [100, FiringOutcome.guarded],
      [100, FiringOutcome.ok],
    ]);
    expect(await outcomes(refill)).toEqual([[0, FiringOutcome.ok]]);
  });
});
