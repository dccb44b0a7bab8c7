import { liveTopics, type MapMarker } from '@iot/contract';
import type L from 'leaflet';
import { liveHub } from '../../live/live-connection';
import { MARKER_COLOURS, markerState, runStatusOf } from './marker-state';

/** What a gateway's live messages change of its marker: its connection, and its run status. */
export interface LiveStateListener {
  online: (online: boolean) => void;
  runStatus: (status: number | undefined) => void;
}

/** Follows a gateway's connection and run status messages; the returned function stops following. */
export function watchLiveState(identity: string, on: LiveStateListener): () => void {
  const stops = [
    liveHub.subscribe(liveTopics.online(identity), (payload) => {
      if (typeof payload.online === 'boolean') on.online(payload.online);
    }),
    liveHub.subscribe(liveTopics.runStatus(identity), (payload) => on.runStatus(runStatusOf(payload))),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Colours one marker from its stored state, then from its live connection and run status messages. */
export function watchMarker(marker: MapMarker, circle: L.CircleMarker): () => void {
  let online = marker.isonline === 1;
  let runStatus: number | undefined;
  const paint = () => circle.setStyle({ fillColor: MARKER_COLOURS[markerState(online, runStatus)] });
  paint();
  return watchLiveState(marker.identity, {
    online: (next) => {
      online = next;
      paint();
    },
    runStatus: (next) => {
      runStatus = next;
      paint();
    },
  });
}
