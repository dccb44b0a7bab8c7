import { protocolOf } from '@iot/contract';
import { useCallback, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCameras, useLocalVideos } from './api';
import { CameraPlayer } from '../../ui/video/CameraPlayer';
import { VideoPlayer } from '../../ui/video/VideoPlayer';
import { PLAYER_NS } from '../../ui/video/i18n';
import { VIDEO_NS } from './i18n';

function Message({ text }: { text: string }) {
  return (
    <div className="video-page">
      <div className="video-message" data-testid="video-message">
        {text}
      </div>
    </div>
  );
}

const positiveId = (text: string | null) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** `/localvideoc?id=`: one local video filling its frame (the frame component kind 5). */
export function LocalVideoPage() {
  const { t } = useTranslation(VIDEO_NS);
  const id = positiveId(useSearchParams()[0].get('id'));
  if (id === null) return <Message text={t('noId')} />;
  return (
    <div className="video-page">
      <CameraPlayer id={id} />
    </div>
  );
}

/** Columns for n players: 1, 2x2, 3x3... */
const columnsFor = (n: number) => Math.max(1, Math.ceil(Math.sqrt(n)));

/** `/localvideoa`: every local video of the company in a grid. */
export function LocalVideoGridPage() {
  const { t } = useTranslation(VIDEO_NS);
  const videos = useLocalVideos();
  const records = videos.data?.records ?? [];
  if (videos.isPending) return <Message text={t('loading', { ns: PLAYER_NS })} />;
  if (records.length === 0) return <Message text={t('noCameras')} />;
  return (
    <div
      className="video-page video-grid"
      style={{ '--video-columns': columnsFor(records.length) } as CSSProperties}
      data-testid="video-grid"
    >
      {records.map((camera) => (
        <CameraPlayer key={camera.id} id={camera.id} title={camera.channelName} />
      ))}
    </div>
  );
}

/** Addresses a frame may play: http(s) or a path on this host (the CSP decides which hosts load). */
const PLAYABLE = /^(https?:\/\/|\/)[^\s"'<>]+$/;

/** `/iframevideo?url=`: a stream address played as it is (the frame component kind 9). */
export function IframeVideoPage() {
  const { t } = useTranslation(VIDEO_NS);
  const url = useSearchParams()[0].get('url') ?? '';
  const source = useCallback(() => Promise.resolve({ url, protocol: protocolOf(url) }), [url]);
  if (!url) return <Message text={t('noUrl')} />;
  if (!PLAYABLE.test(url)) return <Message text={t('notAllowed')} />;
  return (
    <div className="video-page">
      <VideoPlayer source={source} />
    </div>
  );
}

/** `/avideo?deviceSerial&channelNo`: a cloud camera of the registry by serial and channel (the frame component kind 2). */
export function CloudVideoPage() {
  const { t } = useTranslation(VIDEO_NS);
  const [search] = useSearchParams();
  const serial = search.get('deviceSerial') ?? '';
  const channelNo = Number(search.get('channelNo') ?? 1);
  const cameras = useCameras();
  if (cameras.isPending) return <Message text={t('loading', { ns: PLAYER_NS })} />;
  const camera = cameras.data?.find((c) => c.deviceSerial === serial && c.channelNo === channelNo);
  if (!camera) return <Message text={t('noCamera')} />;
  return (
    <div className="video-page">
      <CameraPlayer id={camera.id} />
    </div>
  );
}
