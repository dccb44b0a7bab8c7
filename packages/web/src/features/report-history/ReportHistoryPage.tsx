import { reportUrls, type ReportFileRecord } from '@iot/contract';
import { Button, Empty, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { formatDate } from '../../i18n/format-date';
import { useQueryId } from '../../ui/useQueryId';
import { clippedColumn } from '../../ui/table-page/ClippedText';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { deleteReportFile, downloadReportFile, fetchReportFilePage, useReportOptions } from '../reports-manage/api';
import { REPORTS_NS } from '../reports-manage/i18n';
import { PushState } from './PushState';

const TABLE = 'luckyHis';

/** `/luckyHis` (`?reportId=` for one report's): generated reports, newest first; open, download, delete. */
export function ReportHistoryPage() {
  const { t } = useTranslation(REPORTS_NS);
  const navigate = useNavigate();
  const reportId = useQueryId('reportId');
  const reports = useReportOptions();
  const canExport = useButtonPermission(TABLE, 'export');
  const reportName = reports.data?.find((r) => r.id === reportId)?.name;

  const columns: TableColumn<ReportFileRecord>[] = [
    clippedColumn('reportName', t('report'), 240),
    {
      key: 'period',
      title: t('period'),
      render: (row) =>
        `${formatDate(row.periodStart, 'YYYY-MM-DD HH:mm')} – ${formatDate(row.periodEnd, 'YYYY-MM-DD HH:mm')}`,
      exportValue: (row) => `${row.periodStart} – ${row.periodEnd}`,
    },
    {
      key: 'source',
      title: t('source'),
      render: (row) => t(`sources.${row.source}`),
      exportValue: (row) => row.source,
    },
    {
      key: 'createTime',
      title: t('createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
    { key: 'push', title: t('push'), render: (row) => <PushState row={row} />, exportValue: (row) => row.pushCount },
  ];

  return (
    <TablePage<ReportFileRecord>
      tableType={TABLE}
      columns={columns}
      queryFields={
        reportId === null
          ? [
              {
                name: 'reportId',
                label: t('report'),
                input: (
                  <Select
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    options={(reports.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
                  />
                ),
              },
            ]
          : []
      }
      fixedParam={reportId === null ? undefined : { reportId }}
      toolbarExtra={
        reportId === null ? null : (
          <Tag closable onClose={() => void navigate('/luckyHis')} data-testid="history-report-filter">
            <Typography.Text ellipsis style={{ maxWidth: 240 }}>
              {t('reportFilter', { name: reportName ?? reportId })}
            </Typography.Text>
          </Tag>
        )
      }
      fetchPage={fetchReportFilePage}
      onDelete={deleteReportFile}
      emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyHistory')} />}
      actionsWidth={200}
      rowExtra={(row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(reportUrls.generated(row.id))}
            data-testid="file-open"
          >
            {t('open')}
          </Button>
          {canExport ? (
            <Button type="link" size="small" onClick={() => void downloadReportFile(row)} data-testid="file-download">
              {t('download')}
            </Button>
          ) : null}
        </Space>
      )}
    />
  );
}
