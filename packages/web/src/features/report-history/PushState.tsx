import type { ReportFileRecord } from '@iot/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { REPORTS_NS } from '../reports-manage/i18n';

/** A generated report's push: none for one made by hand, sent (to how many, when), or failed. */
export function PushState({ row }: { row: ReportFileRecord }) {
  const { t } = useTranslation(REPORTS_NS);
  if (row.source !== 'schedule') return <span>{t('pushNotScheduled')}</span>;
  if (row.pushCount === null) return <Tag color="error">{t('pushFailed')}</Tag>;
  if (row.pushCount === 0) return <Tag>{t('pushNone')}</Tag>;
  return (
    <Tooltip title={formatDate(row.pushTime)}>
      <Tag color="success">{t('pushSent', { count: row.pushCount })}</Tag>
    </Tooltip>
  );
}
