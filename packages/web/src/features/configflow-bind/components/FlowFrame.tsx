import { FullscreenOutlined } from '@ant-design/icons';
import { configFlowViewUrl } from '@iot/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIG_FLOW_BIND_NS } from '../i18n';

const HEIGHT = 360;

/** The flow's runtime view in a frame; a click on the overlay shows it full screen (spec 2.7). */
export function FlowFrame({ flowId, name }: { flowId: number; name: string }) {
  const { t } = useTranslation(CONFIG_FLOW_BIND_NS);
  const box = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  return (
    <div
      ref={box}
      style={{ position: 'relative', height: full ? '100%' : HEIGHT, background: '#fff' }}
      data-testid="flow-frame"
    >
      <iframe
        src={configFlowViewUrl(flowId)}
        title={name}
        style={{ display: 'block', width: '100%', height: '100%', border: '1px solid #f0f0f0', borderRadius: 8 }}
      />
      {full ? null : (
        <button
          type="button"
          onClick={() => void box.current?.requestFullscreen()}
          title={t('openFull')}
          style={{
            position: 'absolute',
            inset: 0,
            border: 0,
            background: 'transparent',
            cursor: 'zoom-in',
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'flex-end',
            padding: 12,
            color: '#8c8c8c',
          }}
        >
          <FullscreenOutlined />
          <span style={{ marginLeft: 6 }}>{t('openFull')}</span>
        </button>
      )}
    </div>
  );
}
