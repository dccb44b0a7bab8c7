import type { ReportSharedView } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useQueryId } from '../../ui/useQueryId';
import { SheetView } from './components/SheetView';
import { REPORT_SHEET_NS } from './i18n';
import './report-sheet.css';

/**
 * `/luckyOff1?id&type&timeType`: a report shared with me, read-only, filled for its current period
 * (`type` and `timeType` come with the address; the report's own period rules).
 */
export function SharedReportPage() {
  const id = useQueryId('id');
  const { t } = useTranslation(REPORT_SHEET_NS);
  const view = useQuery({
    queryKey: ['report', 'shared', id],
    queryFn: () => api.post<ReportSharedView>(`/report/shared/${id}`, {}),
    enabled: id !== null,
    retry: false,
  });
  if (id !== null && view.isPending) return <Spin style={{ margin: 48 }} />;
  if (!view.data) return <Result status="404" title={t('notFound')} />;
  return (
    <SheetView
      standalone
      title={view.data.name}
      subtitle={`${t(`timeTypes.${view.data.timeType}`)} · ${view.data.periodStart} – ${view.data.periodEnd}`}
      sheets={view.data.sheets}
      gridKey={`${view.data.id}:${view.data.periodStart}`}
    />
  );
}
