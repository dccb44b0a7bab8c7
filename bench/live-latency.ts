// Live latency: a gateway publish to a browser-credential subscriber (MQTT over WebSocket), at 10,000 values/s.
import { browserClientId } from '@iot/contract';
import { connectAsync } from 'mqtt';
import { sleep, startBenchPlatform, startSim } from './platform.js';
import { summary } from './stats.js';

const SECONDS = Math.min(20, Number(process.env.BENCH_SECONDS ?? 30));
/** Background load 9,900 values/s, plus the probe's 100 values/s. */
const LOAD = { count: 10, rate: 990, vars: 10 };
const PROBE_EVERY_MS = 10;

export async function benchLiveLatency(): Promise<void> {
  console.log('\n== Live latency, gateway publish -> browser subscriber (SQLite, embedded broker) ==');
  const p = await startBenchPlatform('sqlite');
  try {
    const identity = `probe-${process.pid}`;
    const device = await p.call<{ id: number; secret: string }>('POST', '/device', { name: identity, identity });
    const gateway = await connectAsync(p.mqttUrl, { clientId: identity, username: identity, password: device.secret });
    const browser = await connectAsync(p.mqttWsUrl, {
      clientId: browserClientId(p.admin.user.id, `bench${process.pid}`),
      username: String(p.admin.user.id),
      password: p.admin.token,
    });
    const latencies: number[] = [];
    browser.on('message', (_topic, payload) => {
      const { time } = JSON.parse(payload.toString()) as { time: number };
      latencies.push(Date.now() - time);
    });
    // The first value registers the variable; its live topic exists from then on.
    await gateway.publishAsync(`gw/${identity}/data`, JSON.stringify({ values: { probe: 0 } }), { qos: 1 });
    await sleep(500);
    await browser.subscribeAsync(`device/${identity}/probe`, { qos: 0 });
    const sim = await startSim(p, { ...LOAD, prefix: `lat${process.pid}-` });
    await sleep(2000);
    latencies.length = 0;
    let i = 0;
    const probe = setInterval(() => {
      i += 1;
      gateway.publish(`gw/${identity}/data`, JSON.stringify({ ts: Date.now(), values: { probe: i } }), { qos: 0 });
    }, PROBE_EVERY_MS);
    await sleep(SECONDS * 1000);
    clearInterval(probe);
    const sent = await sim.stop();
    await sleep(200);
    console.log(
      `${summary(`live latency over ${SECONDS} s with ${LOAD.count * LOAD.rate + 1000 / PROBE_EVERY_MS} values/s`, latencies)}` +
        `; ${latencies.length}/${i} probes received; background sent ${sent.values.toLocaleString('en')}`,
    );
    await Promise.all([gateway.endAsync(), browser.endAsync()]);
  } finally {
    await p.stop();
  }
}
