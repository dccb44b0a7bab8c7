import { useCallback, useSyncExternalStore } from 'react';
import { liveHub } from './live-connection';
import { liveTopics } from '@iot/contract';
import type { LivePayload } from './live-payload';

function useTopic(topic: string | null): LivePayload | undefined {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!topic) return () => undefined;
      const stops = [liveHub.subscribe(topic, listener), liveHub.onStale(listener)];
      return () => stops.forEach((stop) => stop());
    },
    [topic],
  );
  const snapshot = useCallback(() => (topic ? liveHub.last(topic) : undefined), [topic]);
  return useSyncExternalStore(subscribe, snapshot);
}

export interface LiveValue {
  value: unknown;
  /** Epoch ms of the value, when the message had one. */
  time: number | undefined;
}

/** The latest value a device published for a variable since this tab started watching it. */
export function useLiveValue(identity: string | undefined, variable: string | undefined): LiveValue | undefined {
  const payload = useTopic(identity && variable ? liveTopics.value(identity, variable) : null);
  if (!payload || !('value' in payload)) return undefined;
  return { value: payload.value, time: typeof payload.time === 'number' ? payload.time : undefined };
}

/** Online state from `device/status/{identity}`; undefined until a message arrives (show the stored state). */
export function useDeviceOnline(identity: string | undefined): boolean | undefined {
  const payload = useTopic(identity ? liveTopics.online(identity) : null);
  return typeof payload?.online === 'boolean' ? payload.online : undefined;
}
