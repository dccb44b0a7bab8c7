import { FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../api/feedback';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { formatDate } from '../../../i18n/format-date';
import { exportCsv, exportXlsx } from '../export-sheet';
import { REPORT_NS } from '../i18n';
import type { ReportSheet } from '../report-sheet';

/** CSV and XLSX of what the report shows, for holders of the report's export button. */
export function ReportExport({ sheet, fileName }: { sheet: ReportSheet; fileName: string }) {
  const { t } = useTranslation(REPORT_NS);
  const { t: tc } = useTranslation();
  const canExport = useButtonPermission('reportfrom', 'export');
  const [writing, setWriting] = useState(false);
  if (!canExport) return null;
  const disabled = sheet.rows.length === 0;
  const name = () => `${fileName}-${formatDate(Date.now(), 'YYYYMMDDHHmmss')}`;
  const xlsx = () => {
    setWriting(true);
    void exportXlsx(name(), fileName, sheet)
      .catch(() => showError(tc('common.operationFailed')))
      .finally(() => setWriting(false));
  };
  return (
    <Space>
      <Button
        icon={<FileTextOutlined />}
        disabled={disabled}
        onClick={() => exportCsv(name(), sheet)}
        data-testid="report-export-csv"
      >
        {t('exportCsv')}
      </Button>
      <Button
        icon={<FileExcelOutlined />}
        disabled={disabled}
        loading={writing}
        onClick={xlsx}
        data-testid="report-export-xlsx"
      >
        {t('exportXlsx')}
      </Button>
    </Space>
  );
}
