import type { DeviceRecord } from '@iot/contract';
import { DEVICE_PAGE_SIZE } from '@iot/contract';
import { App, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../i18n/format-date';
import { clippedColumn } from '../../ui/table-page/ClippedText';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { ConfigFlowBindDialog } from '../configflow-bind';
import { deleteDevice, fetchDevicePage, regenerateSecret } from './api';
import { DeviceRowActions } from './components/DeviceRowActions';
import { FirmwareDialog } from './components/FirmwareDialog';
import { OnlineState } from './components/OnlineState';
import { SecretDialog } from './components/SecretDialog';
import { deviceExpiry } from './device-expiry';
import { DEVICES_NS } from './i18n';

const TABLE = 'equipIndex';
/**
 * Every column has a width and long texts are cut to it, so that at 1366 px the columns up to the scan
 * cycle stand left of the fixed actions column (whose left edge meets the scan cycle's right one)
 * instead of being pushed under it by a long name; the rest scroll out from under it.
 */
const ACTIONS_WIDTH = 252;
export function HardwareListPage() {
  const { t } = useTranslation(DEVICES_NS);
  const { t: tc } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const reload = useReloadTable(TABLE);
  const [binding, setBinding] = useState<DeviceRecord | null>(null);
  const [upgrading, setUpgrading] = useState<DeviceRecord | null>(null);
  const [secret, setSecret] = useState<{ identity: string; secret: string } | null>(null);
  const yesNo = (value: 0 | 1) => (value ? tc('common.yes') : tc('common.no'));

  const columns: TableColumn<DeviceRecord>[] = [
    clippedColumn('name', t('name'), 170, true),
    clippedColumn('identity', t('identity'), 140, true),
    clippedColumn('modelName', t('modelName'), 90),
    {
      key: 'isonline',
      title: t('state'),
      width: 90,
      sortable: true,
      render: (row) => <OnlineState identity={row.identity} stored={row.isonline} />,
      exportValue: (row) => (row.isonline ? t('online') : t('offline')),
    },
    { key: 'variableNum', title: t('variableNum'), dataIndex: 'variableNum', width: 80 },
    clippedColumn('networkWay', t('networkWay'), 90),
    { key: 'scanCycle', title: t('scanCycle'), dataIndex: 'scanCycle', width: 120 },
    {
      key: 'enabled',
      title: t('enabled'),
      width: 90,
      render: (row) => (row.enabled ? <Tag color="green">{yesNo(1)}</Tag> : <Tag>{yesNo(0)}</Tag>),
      exportValue: (row) => yesNo(row.enabled),
    },
    {
      key: 'expiry',
      title: t('expiry'),
      width: 120,
      render: (row) => deviceExpiry(row) ?? t('neverExpires'),
      exportValue: (row) => deviceExpiry(row) ?? t('neverExpires'),
    },
    clippedColumn('companyName', t('company'), 180),
    clippedColumn('ownerName', t('owner'), 120),
    {
      key: 'createTime',
      title: t('createTime'),
      width: 180,
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
        actionsWidth={ACTIONS_WIDTH}
        rowExtra={(row) => (
          <DeviceRowActions
            row={row}
            onFlow={setBinding}
            onFirmware={setUpgrading}
            onSecret={(device) => void confirmSecret(device)}
          />
        )}
      />
      {binding ? <ConfigFlowBindDialog device={binding} onClose={() => setBinding(null)} onBound={reload} /> : null}
      {upgrading ? <FirmwareDialog device={upgrading} onClose={() => setUpgrading(null)} /> : null}
      {secret ? <SecretDialog {...secret} onClose={() => setSecret(null)} /> : null}
    </>
  );
}
