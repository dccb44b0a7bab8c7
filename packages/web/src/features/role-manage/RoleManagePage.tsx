import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleRecord } from '@iot/contract';
import { formatDate } from '../../i18n/format-date';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteRole, fetchRoles } from './api';
import { RoleFormDialog } from './components/RoleFormDialog';

const TABLE = 'roleManage';

export function RoleManagePage() {
  const { t } = useTranslation();
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<RoleRecord | null | undefined>(undefined);
  const columns: TableColumn<RoleRecord>[] = [
    { key: 'name', title: t('roleManage.name'), dataIndex: 'name' },
    {
      key: 'companyName',
      title: t('common.companyName'),
      render: (row) => (row.builtin ? <Tag color="blue">{t('roleManage.builtin')}</Tag> : row.companyName),
      exportValue: (row) => (row.builtin ? t('roleManage.builtin') : row.companyName),
    },
    { key: 'userCount', title: t('roleManage.userCount'), dataIndex: 'userCount' },
    {
      key: 'createTime',
      title: t('common.createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];
  return (
    <>
      <TablePage<RoleRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[{ name: 'name', label: t('roleManage.name') }]}
        fetchPage={fetchRoles}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={deleteRole}
        canEditRow={(row) => !row.builtin}
        canDeleteRow={(row) => !row.builtin}
      />
      {editing !== undefined ? (
        <RoleFormDialog role={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      ) : null}
    </>
  );
}
