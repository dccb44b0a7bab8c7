import type { GatewayTopicKind } from './bus.js';

const GATEWAY_KINDS: ReadonlySet<string> = new Set<GatewayTopicKind>(['data', 'status', 'ack']);

/** `gw/{identity}/{data|status|ack}` → its parts; anything else → null. */
export function parseGatewayTopic(topic: string): { identity: string; kind: GatewayTopicKind } | null {
  const levels = topic.split('/');
  if (levels.length !== 3 || levels[0] !== 'gw' || !levels[1] || !GATEWAY_KINDS.has(levels[2]!)) return null;
  return { identity: levels[1], kind: levels[2] as GatewayTopicKind };
}

export const commandTopic = (identity: string) => `gw/${identity}/cmd`;

/** The three gateway topics an ingesting platform subscribes to (shared among servers on an external broker). */
export const GATEWAY_TOPIC_FILTERS = ['gw/+/data', 'gw/+/status', 'gw/+/ack'];

export const isWildcard = (level: string) => level === '+' || level === '#';
