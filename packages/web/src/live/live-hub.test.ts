import { EventEmitter } from 'node:events';
import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { BROWSER_CLIENT_ID } from '@iot/contract';
import { createLiveHub, topicMatches, type LiveHubDeps } from './live-hub';

/** The part of an MQTT client the hub uses, recording what it was asked. */
class FakeClient extends EventEmitter {
  subscribed: string[][] = [];
  unsubscribed: string[] = [];
  ended = false;
  subscribe(topics: string | string[]) {
    this.subscribed.push(Array.isArray(topics) ? topics : [topics]);
    return this;
  }
  unsubscribe(topic: string) {
    this.unsubscribed.push(topic);
    return this;
  }
  end() {
    this.ended = true;
    return this;
  }
  deliver(topic: string, payload: string) {
    this.emit('message', topic, new TextEncoder().encode(payload));
  }
}

function world() {
  const clients: FakeClient[] = [];
  const logins: { username: string; password: string; clientId: string }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let password = 'token-1';
  const deps: LiveHubDeps = {
    connect: (_url, options) => {
      logins.push(options);
      const client = new FakeClient();
      clients.push(client);
      return Promise.resolve(client as unknown as MqttClient);
    },
    credentials: () => ({ username: '7', password }),
    url: () => 'ws://platform/mqtt',
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { hub: createLiveHub(deps), clients, logins, timers, settle, renewToken: (t: string) => (password = t) };
}

describe('topicMatches', () => {
  it('matches + as one level and a trailing # as any number of levels', () => {
    expect(topicMatches('device/+/temp', 'device/gw1/temp')).toBe(true);
    expect(topicMatches('device/+/temp', 'device/gw1/x/temp')).toBe(false);
    expect(topicMatches('message/7/alarm/#', 'message/7/alarm/12')).toBe(true);
    expect(topicMatches('message/7/alarm/#', 'message/7/alarm')).toBe(true);
    expect(topicMatches('message/7/alarm/#', 'message/8/alarm/12')).toBe(false);
  });
});

describe('live hub', () => {
  it('opens one connection and subscribes a topic once however many listeners watch it', async () => {
    const { hub, clients, settle } = world();
    const seen: unknown[] = [];
    const stopA = hub.subscribe('device/gw1/temp', (p) => seen.push(['a', p.value]));
    const stopB = hub.subscribe('device/gw1/temp', (p) => seen.push(['b', p.value]));
    await settle();
    expect(clients).toHaveLength(1);
    expect(clients[0]!.subscribed).toEqual([['device/gw1/temp']]);
    clients[0]!.deliver('device/gw1/temp', '{"value":21.5}');
    expect(seen).toEqual([
      ['a', 21.5],
      ['b', 21.5],
    ]);
    expect(hub.last('device/gw1/temp')?.value).toBe(21.5);
    stopA();
    expect(clients[0]!.unsubscribed).toEqual([]);
    stopB();
    expect(clients[0]!.unsubscribed).toEqual(['device/gw1/temp']);
    expect(hub.subscriberCount('device/gw1/temp')).toBe(0);
  });

  it('delivers to wildcard filters and treats an unparseable payload as empty', async () => {
    const { hub, clients, settle } = world();
    const seen: [unknown, string][] = [];
    hub.subscribe('message/7/alarm/#', (p, topic) => seen.push([p.code, topic]));
    await settle();
    clients[0]!.deliver('message/7/alarm/12', '{"code":"12"}');
    clients[0]!.deliver('message/7/alarm/13', 'not json');
    clients[0]!.deliver('message/7/maintenance/3', '{"code":"3"}');
    expect(seen).toEqual([
      ['12', 'message/7/alarm/12'],
      [undefined, 'message/7/alarm/13'],
    ]);
  });

  it('reconnects after a drop with the token stored then, and subscribes every watched topic again', async () => {
    const { hub, clients, logins, timers, settle, renewToken } = world();
    hub.subscribe('device/gw1/temp', () => undefined);
    hub.subscribe('device/status/gw1', () => undefined);
    await settle();
    renewToken('token-2');
    clients[0]!.emit('close');
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(1000);
    timers.shift()!.run();
    await settle();
    expect(clients).toHaveLength(2);
    expect(logins[1]!.password).toBe('token-2');
    expect(logins[1]!.clientId).not.toBe(logins[0]!.clientId);
    for (const { clientId } of logins) expect(clientId).toMatch(BROWSER_CLIENT_ID);
    expect(BROWSER_CLIENT_ID.exec(logins[0]!.clientId)?.[1]).toBe('7');
    expect(clients[1]!.subscribed).toEqual([['device/gw1/temp', 'device/status/gw1']]);
  });

  it('after a reconnect (not the first connection) re-reads, then drops the values of the old connection', async () => {
    const { hub, clients, timers, settle } = world();
    hub.subscribe('device/gw1/temp', () => undefined);
    hub.subscribe('device/gw1/pump', () => undefined);
    const rereads: string[] = [];
    let finishReread = () => undefined as void;
    hub.onReconnect(() => {
      rereads.push('reread');
      return new Promise<void>((resolve) => (finishReread = resolve));
    });
    let stale = 0;
    hub.onStale(() => (stale += 1));
    await settle();
    expect(rereads).toEqual([]);
    clients[0]!.deliver('device/gw1/temp', '{"value":1}');
    clients[0]!.deliver('device/gw1/pump', '{"value":0}');
    clients[0]!.emit('close');
    timers.shift()!.run();
    await settle();
    expect(rereads).toEqual(['reread']);
    clients[1]!.deliver('device/gw1/pump', '{"value":1}');
    // Until the re-read is done, the screen keeps what it had.
    expect(hub.last('device/gw1/temp')?.value).toBe(1);
    finishReread();
    await settle();
    expect(hub.last('device/gw1/temp')).toBeUndefined();
    expect(hub.last('device/gw1/pump')?.value).toBe(1);
    expect(stale).toBe(1);
  });

  it('does not reconnect when nothing is watched any more', async () => {
    const { hub, clients, timers, settle } = world();
    const stop = hub.subscribe('device/gw1/temp', () => undefined);
    await settle();
    stop();
    clients[0]!.emit('close');
    expect(timers).toHaveLength(0);
  });
});
