import { DownOutlined } from '@ant-design/icons';
import type { DeviceRecord } from '@iot/contract';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { CONFIG_FLOW_BIND_NS } from '../../configflow-bind';
import { DEVICE_SETTINGS_NS, deviceSettingsPath } from '../../device-settings';
import { DEVICES_NS } from '../i18n';

/** Only this model kind takes firmware over the air (spec 2, hardware list). */
const UPGRADABLE_MODEL = 'is600';

export interface DeviceRowHandlers {
  onFlow: (row: DeviceRecord) => void;
  onFirmware: (row: DeviceRecord) => void;
  onSecret: (row: DeviceRecord) => void;
}

/**
 * Detail and the frequent actions stay in the row; the others (settings, flow, firmware, secret) go under "More",
 * so that the fixed actions column stays narrow enough for the data columns at 1366 px.
 */
export function DeviceRowActions({ row, onFlow, onFirmware, onSecret }: { row: DeviceRecord } & DeviceRowHandlers) {
  const { t } = useTranslation(DEVICES_NS);
  const { t: tf } = useTranslation(CONFIG_FLOW_BIND_NS);
  const { t: ts } = useTranslation(DEVICE_SETTINGS_NS);
  const navigate = useNavigate();
  const canUpgrade = useButtonPermission('equipIndex', 'upgrade');
  const canSecret = useButtonPermission('equipIndex', 'secret');
  const canFlow = useButtonPermission('equipIndex', 'configFlow');
  const more: NonNullable<MenuProps['items']> = [
    {
      key: 'settings',
      label: <span data-testid="row-settings">{ts('action')}</span>,
      onClick: () => void navigate(deviceSettingsPath(row.id)),
    },
  ];
  if (canFlow) {
    more.push({ key: 'flow', label: <span data-testid="row-flow">{tf('action')}</span>, onClick: () => onFlow(row) });
  }
  if (canUpgrade && row.modelName === UPGRADABLE_MODEL) {
    more.push({
      key: 'firmware',
      label: <span data-testid="row-firmware">{t('firmware')}</span>,
      onClick: () => onFirmware(row),
    });
  }
  if (canSecret) {
    more.push({
      key: 'secret',
      label: <span data-testid="row-secret">{t('secret')}</span>,
      onClick: () => onSecret(row),
    });
  }
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => void navigate(`/hardware/${row.id}`)} data-testid="row-view">
        {t('view')}
      </Button>
      <Dropdown menu={{ items: more }} trigger={['click']}>
        <Button type="link" size="small" data-testid="row-more">
          {t('more')} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
