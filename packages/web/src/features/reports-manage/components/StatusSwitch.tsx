import type { ReportRecord } from '@iot/contract';
import { useTranslation } from 'react-i18next';
import { SavingSwitch } from '../../../ui/SavingSwitch';
import { setReportStatus } from '../api';
import { REPORTS_NS } from '../i18n';

interface StatusSwitchProps {
  row: ReportRecord;
  /** luckyHome:update: without it the switch only shows the state. */
  editable: boolean;
  onChanged: () => void;
}

/** Enables or disables a report (a scheduled one enabled again is scheduled from now). */
export function StatusSwitch({ row, editable, onChanged }: StatusSwitchProps) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <SavingSwitch
      checked={row.status === 1}
      editable={editable}
      save={(checked) => setReportStatus(row.id, checked ? 1 : 0)}
      onChanged={onChanged}
      labels={{ on: t('on'), off: t('off') }}
      testId="report-status"
    />
  );
}
