import { useCallback } from 'react';
import { fetchLiveAddress } from './api';
import { VideoPlayer } from './VideoPlayer';

/** One camera of the registry, by id: its address is asked again on each retry. */
export function CameraPlayer({ id, title }: { id: number; title?: string }) {
  const source = useCallback(() => fetchLiveAddress(id), [id]);
  return <VideoPlayer source={source} title={title} />;
}
