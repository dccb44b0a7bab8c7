import { REPORT_TIME_TYPES, reportUrls, type ReportRecord } from '@iot/contract';
import { Empty, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { formatDate } from '../../i18n/format-date';
import { clippedColumn } from '../../ui/table-page/ClippedText';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteReport, fetchReportPage } from './api';
import { NewReportDialog } from './components/NewReportDialog';
import { ReportRowActions } from './components/ReportRowActions';
import { StatusSwitch } from './components/StatusSwitch';
import { REPORTS_NS } from './i18n';
import './reports.css';

const TABLE = 'luckyHome';

/** `/luckyHome`: the company's spreadsheet reports; search, create, edit, enable, generate, share, delete. */
export function ReportsPage() {
  const { t } = useTranslation(REPORTS_NS);
  const navigate = useNavigate();
  const canUpdate = useButtonPermission(TABLE, 'update');
  const reload = useReloadTable(TABLE);
  const [creating, setCreating] = useState(false);
  const options = (key: 'types' | 'timeTypes' | 'status', values: readonly number[]) =>
    values.map((value) => ({ value, label: key === 'status' ? t(value === 1 ? 'on' : 'off') : t(`${key}.${value}`) }));

  const columns: TableColumn<ReportRecord>[] = [
    clippedColumn('name', t('name'), 260),
    {
      key: 'type',
      title: t('type'),
      render: (row) => t(`types.${row.type}`),
      exportValue: (row) => t(`types.${row.type}`),
    },
    {
      key: 'timeType',
      title: t('timeType'),
      render: (row) => t(`timeTypes.${row.timeType}`),
      exportValue: (row) => t(`timeTypes.${row.timeType}`),
    },
    {
      key: 'status',
      title: t('status'),
      render: (row) => <StatusSwitch row={row} editable={canUpdate} onChanged={reload} />,
      exportValue: (row) => t(row.status === 1 ? 'on' : 'off'),
    },
    clippedColumn('companyName', t('company'), 180),
    {
      key: 'updateTime',
      title: t('updateTime'),
      render: (row) => formatDate(row.updateTime),
      exportValue: (row) => formatDate(row.updateTime),
    },
  ];

  return (
    <>
      <TablePage<ReportRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[
          { name: 'name', label: t('name') },
          {
            name: 'timeType',
            label: t('timeType'),
            input: <Select allowClear options={options('timeTypes', REPORT_TIME_TYPES)} />,
          },
          { name: 'type', label: t('type'), input: <Select allowClear options={options('types', [0, 1])} /> },
          { name: 'status', label: t('status'), input: <Select allowClear options={options('status', [1, 0])} /> },
        ]}
        fetchPage={fetchReportPage}
        onAdd={() => setCreating(true)}
        onEdit={(row) => void navigate(reportUrls.edit(row.id))}
        onDelete={deleteReport}
        rowExtra={(row) => <ReportRowActions row={row} />}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />}
        actionsWidth={340}
      />
      {creating ? <NewReportDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
