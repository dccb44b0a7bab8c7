import { reportUrls, type ReportDetail, type ReportFileRecord } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../i18n/format-date';
import { SharesTabs } from '../../ui/shares/SharesTabs';
import { TablePage } from '../../ui/table-page/TablePage';
import type { PageRequest, TableColumn } from '../../ui/table-page/types';
import { downloadReportFile, fetchReportFilePage, getReport } from '../reports-manage/api';
import { REPORTS_NS } from '../reports-manage/i18n';

/**
 * `/luckyShareList`: reports shared with me (read-only: the report for a period, its generated reports
 * opened or downloaded) and those I shared (they open in the template grid).
 */
export function ReportSharesPage() {
  const { t } = useTranslation(REPORTS_NS);
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <SharesTabs
        testId="report-shares"
        kind="report"
        tableType="luckyShareList"
        nameTitle={t('sharesName')}
        emptyTexts={{ mine: t('emptyMine'), others: t('emptyOthers') }}
        onView={(id, scope) => (scope === 'mine' ? setViewing(id) : void navigate(reportUrls.edit(id)))}
      />
      {viewing !== null ? <SharedReportDrawer id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

/** A report shared with me: open it for a period, and its generated reports. */
function SharedReportDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const report = useQuery({ queryKey: ['reports', 'shared', id], queryFn: () => getReport(id) });
  return report.data ? <FilesDrawer report={report.data} onClose={onClose} /> : null;
}

function FilesDrawer({ report, onClose }: { report: ReportDetail; onClose: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const navigate = useNavigate();
  const fetchPage = (request: PageRequest) => fetchReportFilePage({ ...request, param: { reportId: report.id } });
  const columns: TableColumn<ReportFileRecord>[] = [
    {
      key: 'period',
      title: t('period'),
      render: (row) =>
        `${formatDate(row.periodStart, 'YYYY-MM-DD HH:mm')} – ${formatDate(row.periodEnd, 'YYYY-MM-DD HH:mm')}`,
      exportValue: (row) => `${row.periodStart} – ${row.periodEnd}`,
    },
    {
      key: 'createTime',
      title: t('createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];
  return (
    <Drawer
      open
      width={760}
      onClose={onClose}
      title={<div style={{ overflowWrap: 'anywhere' }}>{t('sharedFiles', { name: report.name })}</div>}
      extra={
        <Button
          type="primary"
          onClick={() => void navigate(reportUrls.shared(report.id, report.type, report.timeType))}
          data-testid="shared-open"
        >
          {t('openReport')}
        </Button>
      }
      data-testid="shared-files"
    >
      <TablePage<ReportFileRecord>
        tableType="luckyShareListFiles"
        columns={columns}
        fetchPage={fetchPage}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyHistory')} />}
        rowExtra={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => void navigate(reportUrls.generated(row.id))}>
              {t('open')}
            </Button>
            <Button type="link" size="small" onClick={() => void downloadReportFile(row)} data-testid="file-download">
              {t('download')}
            </Button>
          </Space>
        )}
      />
    </Drawer>
  );
}
