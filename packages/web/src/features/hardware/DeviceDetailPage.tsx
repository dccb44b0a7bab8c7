import { SettingOutlined } from '@ant-design/icons';
import type { DeviceRecord } from '@iot/contract';
import { Button, Card, Descriptions, Empty, Flex, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDate } from '../../i18n/format-date';
import { FlowFrame } from '../configflow-bind';
import { DEVICE_SETTINGS_NS, deviceSettingsPath } from '../device-settings';
import { useDevice } from './api';
import { DevicePicture } from './components/DevicePicture';
import { OnlineState } from './components/OnlineState';
import { PortsTab } from './components/PortsTab';
import { VariablesTab } from './components/VariablesTab';
import { deviceExpiry } from './device-expiry';
import { DEVICES_NS } from './i18n';

function BasicInfo({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation(DEVICES_NS);
  const { t: tc } = useTranslation();
  const place = [device.province, device.city, device.county, device.address].filter(Boolean).join(' ');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid="device-basic"
      items={[
        { key: 'name', label: t('name'), children: device.name },
        { key: 'identity', label: t('identity'), children: device.identity },
        {
          key: 'state',
          label: t('state'),
          children: <OnlineState identity={device.identity} stored={device.isonline} />,
        },
        { key: 'modelName', label: t('modelName'), children: device.modelName },
        { key: 'networkWay', label: t('networkWay'), children: device.networkWay },
        { key: 'scanCycle', label: t('scanCycle'), children: device.scanCycle },
        { key: 'variableNum', label: t('variableNum'), children: device.variableNum },
        { key: 'enabled', label: t('enabled'), children: device.enabled ? tc('common.yes') : tc('common.no') },
        { key: 'iccid', label: t('iccid'), children: device.iccid },
        { key: 'expiry', label: t('expiry'), children: deviceExpiry(device) ?? t('neverExpires') },
        { key: 'company', label: t('company'), children: device.companyName },
        { key: 'owner', label: t('owner'), children: device.ownerName },
        {
          key: 'position',
          label: t('position'),
          children: device.lat !== null && device.lng !== null ? `${device.lat}, ${device.lng} ${place}` : place,
        },
        { key: 'lastSeen', label: t('lastSeen'), children: formatDate(device.lastSeenTime) },
        { key: 'createTime', label: t('createTime'), children: formatDate(device.createTime) },
        { key: 'desc', label: t('desc'), children: device.desc, span: 'filled' },
      ]}
    />
  );
}

/** `/hardware/{id}`: basic info, variables with live values, ports. */
export function DeviceDetailPage() {
  const { t } = useTranslation(DEVICES_NS);
  const { t: ts } = useTranslation(DEVICE_SETTINGS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const device = useDevice(Number.isInteger(id) && id > 0 ? id : undefined);

  if (device.isLoading) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (!device.data) {
    return (
      <Result
        status="404"
        title={t('notFound')}
        extra={<Button onClick={() => void navigate('/equipIndex')}>{t('back')}</Button>}
      />
    );
  }
  const data = device.data;
  return (
    <Card
      title={`${data.name} · ${data.identity}`}
      extra={
        <Button icon={<SettingOutlined />} onClick={() => void navigate(deviceSettingsPath(data.id))}>
          {ts('action')}
        </Button>
      }
      data-testid="device-detail"
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'basic',
            label: t('basicInfo'),
            children: (
              <Flex gap={16} align="start" wrap>
                <div style={{ flex: '1 1 640px', minWidth: 0 }}>
                  <BasicInfo device={data} />
                </div>
                <div style={{ flex: '0 0 340px' }}>
                  <DevicePicture device={data} />
                </div>
              </Flex>
            ),
          },
          { key: 'variables', label: t('variables'), children: <VariablesTab device={data} /> },
          { key: 'ports', label: t('ports'), children: <PortsTab deviceId={data.id} /> },
          {
            key: 'flow',
            label: t('flowChart'),
            children:
              data.configFlowId === null ? (
                <Empty description={t('noChart')} data-testid="device-no-chart" />
              ) : (
                <FlowFrame flowId={data.configFlowId} name={data.name} />
              ),
          },
        ]}
      />
    </Card>
  );
}
