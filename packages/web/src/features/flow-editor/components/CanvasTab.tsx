import { Button, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadButton } from '../../../ui/upload/UploadButton';
import { sendFlowImage } from '../api';
import type { CanvasChange } from '../engine/edit-engine';
import { EDITOR_NS } from '../i18n';
import { ColorField } from './ColorField';
import type { PanelProps } from './panel-props';

const BACKGROUND_MAX_MB = 10;

/** Global settings (spec 2.1, 3.6): background colour and image, grid, grid colour and size, dock lines. */
export function CanvasTab({ engine, onChange }: PanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const canvas = engine.canvas();
  const set = (change: CanvasChange) => {
    engine.setCanvas(change);
    onChange();
  };
  return (
    <Form layout="horizontal" size="small" labelCol={{ span: 10 }} colon={false} className="flow-panel-form">
      <Form.Item label={t('bkColor')}>
        <ColorField value={canvas.background} onChange={(background) => set({ background })} testId="canvas-bk-color" />
      </Form.Item>
      <Form.Item label={t('bkImage')}>
        <UploadButton
          send={sendFlowImage('uploadBackgroundImage')}
          onUploaded={(image) => set({ bkImage: image.url })}
          maxMb={BACKGROUND_MAX_MB}
          label={t('bkImage')}
        />
        {canvas.bkImage && (
          <Button size="small" type="link" onClick={() => set({ bkImage: '' })}>
            {t('bkImageClear')}
          </Button>
        )}
      </Form.Item>
      <Form.Item label={t('grid')}>
        <Switch checked={canvas.grid} onChange={(grid) => set({ grid })} data-testid="canvas-grid" />
      </Form.Item>
      <Form.Item label={t('gridColor')}>
        <ColorField value={canvas.gridColor} onChange={(gridColor) => set({ gridColor })} />
      </Form.Item>
      <Form.Item label={t('gridSize')}>
        <InputNumber
          min={0}
          step={1}
          precision={0}
          value={canvas.gridSize}
          onChange={(size) => size !== null && set({ gridSize: size })}
        />
      </Form.Item>
      <Form.Item label={t('disableDock')}>
        <Switch checked={canvas.disableDock} onChange={(disableDock) => set({ disableDock })} />
      </Form.Item>
    </Form>
  );
}
