import type { UserInfo } from '@iot/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteUser, fetchUsers } from './api';
import { UserFormDialog } from './components/UserFormDialog';

const TABLE = 'userManage';

export function UserManagePage() {
  const { t } = useTranslation();
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<UserInfo | null | undefined>(undefined);

  const columns: TableColumn<UserInfo>[] = [
    { key: 'nickName', title: t('userManage.nickName'), dataIndex: 'nickName' },
    { key: 'username', title: t('common.username'), dataIndex: 'username' },
    { key: 'phone', title: t('common.phone'), dataIndex: 'phone' },
    { key: 'email', title: t('common.email'), dataIndex: 'email' },
    { key: 'companyName', title: t('common.companyName'), dataIndex: 'companyName' },
    {
      key: 'userType',
      title: t('userManage.userType'),
      render: (row) => t(`userType.${row.userType}`),
      exportValue: (row) => t(`userType.${row.userType}`),
    },
    {
      key: 'roles',
      title: t('userManage.roles'),
      render: (row) => row.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
      exportValue: (row) => row.roles.map((role) => role.name).join(' '),
    },
    {
      key: 'enabled',
      title: t('userManage.enabled'),
      render: (row) => (row.enabled ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>),
      exportValue: (row) => (row.enabled ? t('common.yes') : t('common.no')),
    },
    {
      key: 'createTime',
      title: t('common.createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];

  return (
    <>
      <TablePage<UserInfo>
        tableType={TABLE}
        columns={columns}
        queryFields={[
          { name: 'nickName', label: t('userManage.nickName') },
          { name: 'phone', label: t('common.phone') },
          { name: 'companyName', label: t('common.companyName') },
        ]}
        fetchPage={fetchUsers}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={deleteUser}
      />
      {editing !== undefined ? (
        <UserFormDialog user={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      ) : null}
    </>
  );
}
