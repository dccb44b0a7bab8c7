import type { MaintenanceRecordDetail } from '@iot/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECORD_NS } from '../i18n';

/** The pie category colours of the dashboard: advance, unhandled, in time, late, overdue. */
export const STATE_COLORS: Record<number, string> = { 0: 'blue', 1: 'orange', 2: 'green', 3: 'gold', 4: 'red' };

const dashes = (v: string | null | undefined) => (v ? v : '- -');

/** Who, what and when of a record. */
export function RecordSummary({ record }: { record: MaintenanceRecordDetail }) {
  const { t } = useTranslation(RECORD_NS);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'plan', label: t('plan'), children: record.planName },
        { key: 'target', label: t('target'), children: dashes(record.targetName) },
        { key: 'type', label: t('type'), children: t(`types.${record.type}`) },
        {
          key: 'state',
          label: t('state'),
          children: (
            <Tag color={STATE_COLORS[record.state]} data-testid="record-state" data-state={record.state}>
              {t(`states.${record.state}`)}
            </Tag>
          ),
        },
        { key: 'due', label: t('dueTime'), children: record.dueTime },
        { key: 'overdue', label: t('overdueTime'), children: record.overdueTime },
        { key: 'assignees', label: t('assignees'), children: dashes(record.assignees.map((a) => a.name).join(', ')) },
        { key: 'doneTime', label: t('doneTime'), children: dashes(record.doneTime) },
        { key: 'doneBy', label: t('doneBy'), children: dashes(record.doneBy?.name) },
        {
          key: 'confirmed',
          label: t('confirmed'),
          children: record.confirmed
            ? t('confirmedYes', { name: record.confirmBy?.name ?? '', time: record.confirmTime ?? '' })
            : t('confirmedNo'),
        },
        {
          key: 'suppressed',
          label: t('suppressed'),
          children: t('suppressedCount', { count: record.suppressedAlarms }),
        },
      ]}
    />
  );
}
