import { UserType, type DomainRecord } from '@iot/contract';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedSession } from '../../app/session/session-store';
import { formatDate } from '../../i18n/format-date';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteDomain, fetchDomains } from './api';
import { ActivationTag, activationText } from './components/ActivationTag';
import { DomainFormDialog } from './components/DomainFormDialog';

const TABLE = 'domainManage';

/** The domains the console answers on: login branding, activation, demo flag. */
export function DomainManagePage() {
  const { t } = useTranslation();
  const { user } = useLoadedSession();
  const platformAdmin = user.userType === UserType.platformAdmin;
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<DomainRecord | null | undefined>(undefined);
  // Logo, background, record number and type are edited in the dialog; the list stays one screen wide.
  const columns: TableColumn<DomainRecord>[] = [
    {
      key: 'domain',
      title: t('domainManage.domain'),
      render: (row) => (
        <Space size={6}>
          <Typography.Text strong>{row.domain}</Typography.Text>
          {row.isDemo ? <Tag color="purple">{t('domainManage.demo')}</Tag> : null}
        </Space>
      ),
      exportValue: (row) => row.domain,
    },
    { key: 'channelName', title: t('domainManage.channelName'), dataIndex: 'channelName' },
    { key: 'title', title: t('domainManage.title'), dataIndex: 'title' },
    {
      key: 'style',
      title: t('domainManage.style'),
      render: (row) => <Tag>{row.style}</Tag>,
      exportValue: (row) => row.style,
    },
    {
      key: 'activate',
      title: t('domainManage.activation'),
      render: (row) => <ActivationTag activate={row.activate} />,
      exportValue: (row) => activationText(row.activate, t),
    },
    { key: 'companyCount', title: t('domainManage.companyCount'), dataIndex: 'companyCount' },
    {
      key: 'createTime',
      title: t('common.createTime'),
      render: (row) => formatDate(row.createTime, 'YYYY-MM-DD'),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];
  return (
    <>
      <TablePage<DomainRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[{ name: 'domain', label: t('domainManage.domain') }]}
        fetchPage={fetchDomains}
        // A subdomain administrator edits the branding of its own domain; adding and deleting are the platform's.
        onAdd={platformAdmin ? () => setEditing(null) : undefined}
        onEdit={setEditing}
        onDelete={platformAdmin ? deleteDomain : undefined}
        canDeleteRow={(row) => row.companyCount === 0}
      />
      {editing !== undefined ? (
        <DomainFormDialog
          domain={editing}
          platformAdmin={platformAdmin}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}
