import type { DeptNode } from '@iot/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteDept, fetchDepts } from './api';
import { DeptFormDialog } from './components/DeptFormDialog';
import { DeptMembers } from './components/DeptMembers';

const TABLE = 'deptManage';

export function DeptManagePage() {
  const { t } = useTranslation();
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<DeptNode | null | undefined>(undefined);
  const columns: TableColumn<DeptNode>[] = [
    { key: 'name', title: t('deptManage.name'), dataIndex: 'name' },
    { key: 'id', title: t('deptManage.id'), dataIndex: 'id' },
  ];
  return (
    <>
      <TablePage<DeptNode>
        tableType={TABLE}
        columns={columns}
        queryFields={[{ name: 'name', label: t('deptManage.name') }]}
        fetchPage={fetchDepts}
        paged={false}
        childrenColumnName="child"
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={deleteDept}
        rowExtra={(row) => <DeptMembers deptId={row.id} />}
      />
      {editing !== undefined ? (
        <DeptFormDialog dept={editing} onClose={() => setEditing(undefined)} onSaved={() => reload()} />
      ) : null}
    </>
  );
}
