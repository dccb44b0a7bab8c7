import { ReloadOutlined } from '@ant-design/icons';
import type { StreamProtocol } from '@iot/contract';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_NS } from './i18n';
import { attachStream } from './stream-player';
import './video-player.css';

export interface StreamSource {
  url: string;
  protocol: StreamProtocol;
}

type State = { kind: 'loading' } | { kind: 'playing' } | { kind: 'failed'; message: string };

interface VideoPlayerProps {
  /** Where the stream is: asked again on each retry (a provider's address may have expired). */
  source: () => Promise<StreamSource>;
  title?: string;
}

/** A stream in a <video> that fills its box; a failed or stalled stream shows why and a retry, never a black box. */
export function VideoPlayer({ source, title }: VideoPlayerProps) {
  const { t } = useTranslation(PLAYER_NS);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let detach: (() => void) | null = null;
    let cancelled = false;
    setState({ kind: 'loading' });
    const onPlaying = () => setState((s) => (s.kind === 'failed' ? s : { kind: 'playing' }));
    element.addEventListener('playing', onPlaying);
    source()
      .then((found) =>
        attachStream(element, found.url, found.protocol, (failure) => {
          if (!cancelled) setState({ kind: 'failed', message: t(failure === 'stalled' ? 'stalled' : 'failed') });
        }),
      )
      .then(
        (stop) => {
          if (cancelled) stop();
          else detach = stop;
        },
        (error: unknown) => {
          if (!cancelled)
            setState({
              kind: 'failed',
              message: error instanceof Error && error.message ? error.message : t('failed'),
            });
        },
      );
    return () => {
      cancelled = true;
      element.removeEventListener('playing', onPlaying);
      detach?.();
    };
  }, [source, attempt, t]);

  return (
    <div className="video-player" data-testid="video-player" data-state={state.kind}>
      <video ref={video} muted playsInline autoPlay data-testid="video" />
      {title ? <div className="video-title">{title}</div> : null}
      {state.kind === 'loading' ? (
        <div className="video-overlay">
          <Spin />
          <span>{t('loading')}</span>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <div className="video-overlay" data-testid="video-error">
          <span>{state.message}</span>
          <Button icon={<ReloadOutlined />} onClick={retry} data-testid="video-retry">
            {t('retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
