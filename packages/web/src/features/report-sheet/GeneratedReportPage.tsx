import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../api/feedback';
import { useQueryId } from '../../ui/useQueryId';
import { downloadReportFile, useReportFile } from './api';
import { SheetView } from './components/SheetView';
import { REPORT_SHEET_NS } from './i18n';
import './report-sheet.css';

/** `/luckyOff?id=`: a generated report read-only, with its XLSX download. */
export function GeneratedReportPage() {
  const id = useQueryId('id');
  const { t } = useTranslation(REPORT_SHEET_NS);
  const { t: tc } = useTranslation();
  const file = useReportFile(id);
  const [busy, setBusy] = useState(false);
  if (id !== null && file.isPending) return <Spin style={{ margin: 48 }} />;
  if (!file.data) return <Result status="404" title={t('notFound')} />;
  const detail = file.data;
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportFile(detail.filePath, `${detail.reportName} ${detail.periodStart.slice(0, 10)}.xlsx`);
    } catch {
      showError(tc('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SheetView
      title={detail.reportName}
      subtitle={`${t('period')}: ${detail.periodStart} – ${detail.periodEnd}`}
      sheets={detail.sheets}
      gridKey={String(detail.id)}
      actions={
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="sheet-export">
          {t('export')}
        </Button>
      }
    />
  );
}
