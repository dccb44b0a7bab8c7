import { liveTopics, type DeviceMarker } from '@iot/contract';
import type L from 'leaflet';
import { liveHub } from '../../live/live-connection';
import { MARKER_COLOURS, markerState, runStatusOf } from './marker-state';

/** Colours one marker from its stored state, then from its live connection and run status messages. */
export function watchMarker(marker: DeviceMarker, circle: L.CircleMarker): () => void {
  let online = marker.isonline === 1;
  let runStatus: number | undefined;
  const paint = () => circle.setStyle({ fillColor: MARKER_COLOURS[markerState(online, runStatus)] });
  paint();
  const stops = [
    liveHub.subscribe(liveTopics.online(marker.identity), (payload) => {
      if (typeof payload.online === 'boolean') online = payload.online;
      paint();
    }),
    liveHub.subscribe(liveTopics.runStatus(marker.identity), (payload) => {
      runStatus = runStatusOf(payload);
      paint();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
