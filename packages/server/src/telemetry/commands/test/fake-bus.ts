import type { MessageBus } from '../../../mqtt/bus.js';

export interface Published {
  topic: string;
  payload: Record<string, unknown>;
  qos: 0 | 1;
}

/**
 * A MessageBus that records publishes and lets a test act as the gateways: `respond` answers each
 * command published to a gateway (for example by calling the command service's handleAck).
 */
export function createFakeBus() {
  const connected = new Set<string>();
  const published: Published[] = [];
  let respond: ((message: Published) => void) | undefined;

  const bus: MessageBus = {
    onGatewayMessage: () => {},
    onGatewayConnection: () => {},
    publish(topic, payload, options) {
      const message = { topic, payload: JSON.parse(payload.toString()) as Record<string, unknown>, qos: options.qos };
      published.push(message);
      if (respond) setImmediate(respond, message);
      return Promise.resolve();
    },
    connectedGateways: () => connected,
    disconnectUser: () => {},
    close: () => Promise.resolve(),
  };
  return {
    bus,
    connected,
    published,
    respondWith(handler: ((message: Published) => void) | undefined) {
      respond = handler;
    },
  };
}
