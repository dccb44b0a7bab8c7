import type { DeviceRecord } from '@iot/contract';
import { DEVICE_PAGE_SIZE } from '@iot/contract';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { formatDate } from '../../i18n/format-date';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { deleteDevice, fetchDevicePage, regenerateSecret } from './api';
import { FirmwareDialog } from './components/FirmwareDialog';
import { OnlineState } from './components/OnlineState';
import { SecretDialog } from './components/SecretDialog';
import { deviceExpiry } from './device-expiry';
import { DEVICES_NS } from './i18n';

const TABLE = 'equipIndex';
/** Only this model kind takes firmware over the air (spec 2, hardware list). */
const UPGRADABLE_MODEL = 'is600';

export function HardwareListPage() {
  const { t } = useTranslation(DEVICES_NS);
  const { t: tc } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const canUpgrade = useButtonPermission(TABLE, 'upgrade');
  const canSecret = useButtonPermission(TABLE, 'secret');
  const [upgrading, setUpgrading] = useState<DeviceRecord | null>(null);
  const [secret, setSecret] = useState<{ identity: string; secret: string } | null>(null);
  const yesNo = (value: 0 | 1) => (value ? tc('common.yes') : tc('common.no'));

  const columns: TableColumn<DeviceRecord>[] = [
    { key: 'name', title: t('name'), dataIndex: 'name', sortable: true },
    { key: 'identity', title: t('identity'), dataIndex: 'identity', sortable: true },
    { key: 'modelName', title: t('modelName'), dataIndex: 'modelName' },
    {
      key: 'isonline',
      title: t('state'),
      sortable: true,
      render: (row) => <OnlineState identity={row.identity} stored={row.isonline} />,
      exportValue: (row) => (row.isonline ? t('online') : t('offline')),
    },
    { key: 'variableNum', title: t('variableNum'), dataIndex: 'variableNum' },
    { key: 'networkWay', title: t('networkWay'), dataIndex: 'networkWay' },
    { key: 'scanCycle', title: t('scanCycle'), dataIndex: 'scanCycle' },
    {
      key: 'enabled',
      title: t('enabled'),
      render: (row) => (row.enabled ? <Tag color="green">{yesNo(1)}</Tag> : <Tag>{yesNo(0)}</Tag>),
      exportValue: (row) => yesNo(row.enabled),
    },
    {
      key: 'expiry',
      title: t('expiry'),
      render: (row) => deviceExpiry(row) ?? t('neverExpires'),
      exportValue: (row) => deviceExpiry(row) ?? t('neverExpires'),
    },
    { key: 'companyName', title: t('company'), dataIndex: 'companyName' },
    { key: 'ownerName', title: t('owner'), dataIndex: 'ownerName' },
    {
      key: 'createTime',
      title: t('createTime'),
      sortable: true,
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];

  const confirmSecret = (row: DeviceRecord) =>
    modal.confirm({
      title: t('secret'),
      content: t('secretConfirm'),
      okText: tc('common.confirm'),
      cancelText: tc('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => setSecret({ identity: row.identity, secret: (await regenerateSecret(row.id)).secret }),
    });

  return (
    <>
      <TablePage<DeviceRecord>
        tableType={TABLE}
        columns={columns}
        defaultPageSize={DEVICE_PAGE_SIZE}
        queryFields={[
          { name: 'name', label: t('name') },
          { name: 'identity', label: t('identity') },
        ]}
        fetchPage={fetchDevicePage}
        onAdd={() => void navigate('/addDevice')}
        onEdit={(row) => void navigate(`/addDevice?id=${row.id}`)}
        onDelete={deleteDevice}
        actionsWidth={300}
        rowExtra={(row) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(`/hardware/${row.id}`)}
              data-testid="row-view"
            >
              {t('view')}
            </Button>
            {canUpgrade && row.modelName === UPGRADABLE_MODEL ? (
              <Button type="link" size="small" onClick={() => setUpgrading(row)} data-testid="row-firmware">
                {t('firmware')}
              </Button>
            ) : null}
            {canSecret ? (
              <Button type="link" size="small" onClick={() => void confirmSecret(row)} data-testid="row-secret">
                {t('secret')}
              </Button>
            ) : null}
          </>
        )}
      />
      {upgrading ? <FirmwareDialog device={upgrading} onClose={() => setUpgrading(null)} /> : null}
      {secret ? <SecretDialog {...secret} onClose={() => setSecret(null)} /> : null}
    </>
  );
}
