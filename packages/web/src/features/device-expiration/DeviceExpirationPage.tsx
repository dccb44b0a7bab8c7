import type { ExpirationRecord } from '@iot/contract';
import { InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { formatDate } from '../../i18n/format-date';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { EXPIRATION_STATUSES, fetchExpirationPage, type ExpirationStatus } from './api';
import { DaysLeft, daysLeftText, EXPIRING_DAYS } from './components/DaysLeft';
import { ExpirationDialog } from './components/ExpirationDialog';
import { EXPIRATION_NS } from './i18n';

const TABLE = 'deviceExpiration';

const STATUS_KEYS: Record<ExpirationStatus, string> = {
  all: 'statusAll',
  expired: 'statusExpired',
  expiring: 'statusExpiring',
  valid: 'statusValid',
};

/** Devices with their valid days, package start, expiry date and the days left. */
export function DeviceExpirationPage() {
  const { t } = useTranslation(EXPIRATION_NS);
  const canUpdate = useButtonPermission(TABLE, 'update');
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<ExpirationRecord | null>(null);

  const columns: TableColumn<ExpirationRecord>[] = [
    { key: 'name', title: t('name'), dataIndex: 'name' },
    { key: 'identity', title: t('identity'), dataIndex: 'identity' },
    { key: 'companyName', title: t('company'), dataIndex: 'companyName' },
    {
      key: 'enableDays',
      title: t('enableDays'),
      render: (row) => row.enableDays ?? t('neverExpires'),
      exportValue: (row) => row.enableDays ?? t('neverExpires'),
    },
    {
      key: 'packageTime',
      title: t('packageTime'),
      render: (row) => formatDate(row.packageTime),
      exportValue: (row) => formatDate(row.packageTime),
    },
    {
      key: 'expireTime',
      title: t('expireTime'),
      render: (row) => (row.expireTime ? formatDate(row.expireTime, 'YYYY-MM-DD') : t('neverExpires')),
      exportValue: (row) => (row.expireTime ? formatDate(row.expireTime, 'YYYY-MM-DD') : t('neverExpires')),
    },
    {
      key: 'daysLeft',
      title: t('daysLeft'),
      render: (row) => <DaysLeft row={row} />,
      exportValue: (row) => daysLeftText(row, t),
    },
  ];

  return (
    <>
      <TablePage<ExpirationRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[
          { name: 'name', label: t('name') },
          { name: 'identity', label: t('identity') },
          {
            name: 'status',
            label: t('status'),
            input: (
              <Select
                allowClear
                placeholder={t('statusAll')}
                options={EXPIRATION_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }))}
                data-testid="expiration-status"
              />
            ),
          },
          {
            name: 'withinDays',
            label: t('withinDays'),
            input: <InputNumber min={1} max={3650} precision={0} placeholder={String(EXPIRING_DAYS)} />,
          },
        ]}
        fetchPage={fetchExpirationPage}
        onEdit={canUpdate ? setEditing : undefined}
      />
      {editing ? <ExpirationDialog device={editing} onClose={() => setEditing(null)} onSaved={reload} /> : null}
    </>
  );
}
