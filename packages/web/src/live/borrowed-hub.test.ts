import { EventEmitter } from 'node:events';
import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { borrowHub, HUB_PROPERTY, parentHub } from './borrowed-hub';
import { createLiveHub } from './live-hub';

/** A page's hub over a client that takes subscriptions and delivers what the test sends. */
function pageHub() {
  const client = Object.assign(new EventEmitter(), { subscribe: () => client, unsubscribe: () => client });
  const hub = createLiveHub({
    connect: () => Promise.resolve(client as unknown as MqttClient),
    credentials: () => ({ username: '7', password: 'token' }),
    url: () => 'ws://platform/mqtt',
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const deliver = (topic: string, value: number) =>
    client.emit('message', topic, new TextEncoder().encode(JSON.stringify({ value })));
  return { hub, deliver, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

describe('a wall cell borrowing its page’s live hub', () => {
  it('receives over the page’s connection, and its going away stops everything it watched', async () => {
    const { hub, deliver, settle } = pageHub();
    let gone = () => undefined as void;
    const cell = borrowHub(hub, (release) => (gone = release));
    const seen: unknown[] = [];
    cell.subscribe('device/gw/a', (payload) => seen.push(payload.value));
    cell.subscribe('device/gw/b', (payload) => seen.push(payload.value));
    const stopPage = hub.subscribe('device/gw/a', () => undefined);
    await settle();
    deliver('device/gw/a', 1);
    expect(seen).toEqual([1]);
    expect(hub.subscriberCount('device/gw/a')).toBe(2);
    gone();
    deliver('device/gw/a', 2);
    expect(seen).toEqual([1]);
    expect(hub.subscriberCount('device/gw/a')).toBe(1);
    expect(hub.subscriberCount('device/gw/b')).toBe(0);
    stopPage();
  });

  it('closing the cell releases its own watches only, never the page’s connection', () => {
    const { hub } = pageHub();
    const cell = borrowHub(hub, () => undefined);
    const stop = cell.subscribe('device/gw/a', () => undefined);
    hub.subscribe('device/gw/b', () => undefined);
    cell.close();
    expect(hub.subscriberCount('device/gw/a')).toBe(0);
    expect(hub.subscriberCount('device/gw/b')).toBe(1);
    stop();
    expect(hub.subscriberCount('device/gw/a')).toBe(0);
  });

  it('is found on a parent page of the same origin only', () => {
    const { hub } = pageHub();
    const top = {} as Window;
    Object.assign(top, { parent: top });
    expect(parentHub(top)).toBeNull();
    const framed = { parent: { [HUB_PROPERTY]: hub } } as unknown as Window;
    expect(parentHub(framed)).toBe(hub);
    const foreign = {
      parent: new Proxy(
        {},
        {
          get: () => {
            throw new DOMException('cross-origin', 'SecurityError');
          },
        },
      ),
    } as unknown as Window;
    expect(parentHub(foreign)).toBeNull();
  });
});
