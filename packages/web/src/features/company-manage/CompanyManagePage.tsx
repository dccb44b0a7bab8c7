import type { CompanyInfo } from '@iot/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedSession } from '../../app/session/session-store';
import { formatDate } from '../../i18n/format-date';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteCompany, fetchCompanies } from './api';
import { CompanyFormDialog } from './components/CompanyFormDialog';

const TABLE = 'companyManage';

export function CompanyManagePage() {
  const { t } = useTranslation();
  const { user } = useLoadedSession();
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<CompanyInfo | null | undefined>(undefined);
  const columns: TableColumn<CompanyInfo>[] = [
    { key: 'name', title: t('companyManage.name'), dataIndex: 'name' },
    { key: 'parentName', title: t('companyManage.parent'), dataIndex: 'parentName' },
    { key: 'domain', title: t('companyManage.domain'), dataIndex: 'domain' },
    {
      key: 'isDealer',
      title: t('companyManage.isDealer'),
      render: (row) => (row.isDealer ? <Tag color="gold">{t('companyManage.dealer')}</Tag> : null),
      exportValue: (row) => (row.isDealer ? t('common.yes') : t('common.no')),
    },
    { key: 'userCount', title: t('companyManage.userCount'), dataIndex: 'userCount' },
    {
      key: 'createTime',
      title: t('common.createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];
  return (
    <>
      <TablePage<CompanyInfo>
        tableType={TABLE}
        columns={columns}
        queryFields={[{ name: 'name', label: t('companyManage.name') }]}
        fetchPage={fetchCompanies}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={deleteCompany}
        canDeleteRow={(row) => row.userCount === 0 && row.id !== user.companyId}
      />
      {editing !== undefined ? (
        <CompanyFormDialog company={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      ) : null}
    </>
  );
}
