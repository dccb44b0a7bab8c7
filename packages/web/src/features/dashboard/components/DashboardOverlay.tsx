import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n';

/** Spec 4.4: 0 closed, 1 flow diagram, 2 video, 3 report. */
export type OverlayState = { kind: 0 } | { kind: 1 | 2 | 3; title: string; src: string };

const KIND_TEXT = { 1: 'overlay.flow', 2: 'overlay.video', 3: 'overlay.report' } as const;

/** The overlay over the map: a flow chart, a camera or a report in a frame of its own page, and a close button. */
export function DashboardOverlay({ state, onClose }: { state: OverlayState; onClose: () => void }) {
  const { t } = useTranslation(DASHBOARD_NS);
  if (state.kind === 0) return null;
  return (
    <div className="dashboard-overlay" data-testid="dashboard-overlay" data-kind={state.kind}>
      <header className="dashboard-panel-title">
        <span>
          {t(KIND_TEXT[state.kind])} · {state.title}
        </span>
        <Button size="small" type="text" icon={<CloseOutlined />} onClick={onClose} aria-label={t('overlay.close')} />
      </header>
      <iframe title={state.title} src={state.src} className="dashboard-overlay-frame" />
    </div>
  );
}
