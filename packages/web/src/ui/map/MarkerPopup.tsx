import type { MapMarker } from '@iot/contract';
import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAP_NS } from './i18n';
import './i18n';

export interface MarkerPopupProps {
  marker: MapMarker;
  /** The device map says '此设备未绑定流程图', the dashboard '请先绑定流程图' (spec 8). */
  refusal: 'map' | 'dashboard';
  onFlow: (flowId: number) => void;
  onCamera: (cameraId: number) => void;
}

/** A marker's popup: the device, and its flow chart and camera, each refused when none is bound. */
export function MarkerPopup({ marker, refusal, onFlow, onCamera }: MarkerPopupProps) {
  const { t } = useTranslation(MAP_NS);
  const { message } = App.useApp();
  const flow = () => {
    if (marker.configFlowId === null)
      void message.warning(t(refusal === 'map' ? 'popup.noFlowMap' : 'popup.noFlowDashboard'));
    else onFlow(marker.configFlowId);
  };
  const camera = () => {
    if (marker.cameraId === null) void message.warning(t('popup.noCamera'));
    else onCamera(marker.cameraId);
  };
  return (
    <Flex vertical gap={6} data-testid="marker-popup">
      <Typography.Text strong>{marker.name}</Typography.Text>
      <Typography.Text type="secondary">
        {t('popup.identity')}: {marker.identity}
      </Typography.Text>
      <Flex gap={8}>
        <Button size="small" type="primary" onClick={flow}>
          {t('popup.viewFlow')}
        </Button>
        <Button size="small" onClick={camera}>
          {t('popup.viewCamera')}
        </Button>
      </Flex>
    </Flex>
  );
}
