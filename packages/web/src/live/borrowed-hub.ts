import { offeredByParent } from '../ui/parent-page';
import type { LiveHub } from './live-hub';

/** The property under which a console page offers its live hub to the frames it holds (the wall's cells). */
export const HUB_PROPERTY = '__iotLiveHub';

/**
 * A frame's view of its page's hub: one connection for the whole monitoring wall instead of one per cell
 * (nine cells of the same screen would otherwise receive every value nine times). What the frame
 * watches is counted here, so that the frame's going away (`gone`) stops it all, whether or not React
 * unmounted; closing releases only this frame's watches, never the page's connection.
 */
export function borrowHub(hub: LiveHub, gone: (release: () => void) => void): LiveHub {
  const held = new Set<() => void>();
  const hold = (stop: () => void) => {
    held.add(stop);
    return () => {
      held.delete(stop);
      stop();
    };
  };
  const release = () => {
    for (const stop of held) stop();
    held.clear();
  };
  gone(release);
  return {
    ...hub,
    subscribe: (topic, listener) => hold(hub.subscribe(topic, listener)),
    onReconnect: (listener) => hold(hub.onReconnect(listener)),
    onStale: (listener) => hold(hub.onStale(listener)),
    close: release,
  };
}

/** The hub of the page holding this frame when it is a console page of the same origin, else null (the frame
 * then keeps a connection of its own). */
export const parentHub = (self: Window) => offeredByParent<LiveHub>(self, HUB_PROPERTY);
