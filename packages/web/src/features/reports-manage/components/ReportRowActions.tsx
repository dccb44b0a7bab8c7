import { reportUrls, ReportTimeType, type ReportRecord } from '@iot/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../../api/feedback';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { DialogAction } from '../../../ui/DialogAction';
import '../../../ui/pickers/i18n';
import { ShareSelectorDialog } from '../../../ui/pickers/ShareSelectorDialog';
import { downloadReportFile, exportReport } from '../api';
import { REPORTS_NS } from '../i18n';
import { SaveTemplateDialog } from './SaveTemplateDialog';

const TABLE = 'luckyHome';

/**
 * A report's actions beside edit and delete, each with its button: open it live (a custom range: its
 * report), generate it now and download the file, its history, share it, save it as a template.
 */
export function ReportRowActions({ row }: { row: ReportRecord }) {
  const { t } = useTranslation(REPORTS_NS);
  const navigate = useNavigate();
  const canExport = useButtonPermission(TABLE, 'export');
  const canHistory = useButtonPermission('luckyHis', 'read');
  const [generating, setGenerating] = useState(false);
  const custom = row.timeType === ReportTimeType.custom;

  const generate = async () => {
    setGenerating(true);
    try {
      const made = await exportReport(row.id);
      showSuccess(t('generated', { name: row.name }));
      await downloadReportFile({ filePath: made.path, reportName: row.name, periodStart: todayText() });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        onClick={() => void navigate(custom ? reportUrls.custom(row.id) : reportUrls.live(row.id))}
        data-testid="report-live"
      >
        {t(custom ? 'open' : 'live')}
      </Button>
      {canExport ? (
        <Button
          type="link"
          size="small"
          loading={generating}
          onClick={() => void generate()}
          data-testid="report-generate"
        >
          {t('generate')}
        </Button>
      ) : null}
      {canHistory ? (
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(`/luckyHis?reportId=${row.id}`)}
          data-testid="report-history"
        >
          {t('history')}
        </Button>
      ) : null}
      <DialogAction
        page={TABLE}
        button="update"
        label={t('share')}
        testId="report-share"
        dialog={(close) => (
          <ShareSelectorDialog thing={{ kind: 'report', thingId: row.id }} name={row.name} onClose={close} />
        )}
      />
      <DialogAction
        page="tempReport"
        button="create"
        label={t('saveTemplate')}
        testId="report-save-template"
        dialog={(close) => <SaveTemplateDialog report={row} onClose={close} />}
      />
    </Space>
  );
}

/** Today as the file name's date (`yyyy-MM-dd`, local). */
function todayText(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
