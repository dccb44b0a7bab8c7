import type { LiveAddress, StreamProtocol } from '@iot/contract';
import { request } from '../../api/client';

/** A camera's playable address; silent: the player shows the server's reason itself. */
export const fetchLiveAddress = (cameraId: number, protocol: StreamProtocol = 'hls') =>
  request<LiveAddress[]>('GET', `/camera/getLiveAddress/${cameraId}`, { query: { protocol }, silent: true }).then(
    ([address]) => {
      if (!address) throw new Error('no address');
      return address;
    },
  );
