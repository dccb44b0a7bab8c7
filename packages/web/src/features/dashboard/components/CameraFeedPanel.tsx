import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { CameraRecord } from '@iot/contract';
import { App, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraPlayer } from '../../../ui/video/CameraPlayer';
import { CAMERA_WINDOW, moveCameraWindow } from '../dashboard-rules';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';

/** The bottom area's live cameras (spec 2.4, 4.4): a window of feeds paged one camera at a time. */
export function CameraFeedPanel({ cameras, loading }: { cameras: CameraRecord[] | undefined; loading: boolean }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const { message } = App.useApp();
  const [chosen, setIndex] = useState(0);
  const total = cameras?.length ?? 0;
  // A camera removed since the last page keeps the window full.
  const index = Math.min(chosen, Math.max(0, total - CAMERA_WINDOW));
  const shown = (cameras ?? []).slice(index, index + CAMERA_WINDOW);
  const move = (step: -1 | 1) => {
    const next = moveCameraWindow(index, step, total);
    if (next === null) void message.error(t('cameras.noMore'));
    else setIndex(next);
  };
  const arrow = (step: -1 | 1) => (
    <Button
      size="small"
      type="text"
      icon={step < 0 ? <LeftOutlined /> : <RightOutlined />}
      aria-label={t(step < 0 ? 'cameras.previous' : 'cameras.next')}
      data-testid={step < 0 ? 'dashboard-camera-previous' : 'dashboard-camera-next'}
      disabled={total === 0}
      onClick={() => move(step)}
    />
  );
  return (
    <Panel
      title={t('cameras.title')}
      className="dashboard-cameras"
      testId="dashboard-cameras"
      extra={
        <span className="dashboard-camera-nav">
          {total > 0 ? (
            <span className="dashboard-muted" data-testid="dashboard-camera-position">
              {t('cameras.position', { from: index + 1, to: index + shown.length, total })}
            </span>
          ) : null}
          {arrow(-1)}
          {arrow(1)}
        </span>
      }
    >
      {loading ? (
        <Spin className="dashboard-camera-empty" />
      ) : total === 0 ? (
        <div className="dashboard-camera-empty" data-testid="dashboard-camera-empty">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cameras.none')} />
        </div>
      ) : (
        <div className="dashboard-camera-feeds">
          {shown.map((camera) => (
            <div key={camera.id} className="dashboard-camera-feed" data-camera={camera.id}>
              <CameraPlayer id={camera.id} title={camera.channelName} />
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}
