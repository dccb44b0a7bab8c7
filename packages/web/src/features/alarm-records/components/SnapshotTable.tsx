import type { AlarmSnapshotItem } from '@iot/contract';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from '../api';
import { ALARMS_NS } from '../i18n';

/** The device's variables as they were when the alarm was raised. */
export function SnapshotTable({ recordId }: { recordId: number }) {
  const { t } = useTranslation(ALARMS_NS);
  const snapshot = useSnapshot(recordId);
  return (
    <Table<AlarmSnapshotItem>
      rowKey="id"
      size="small"
      loading={snapshot.isFetching}
      dataSource={snapshot.data ?? []}
      pagination={false}
      data-testid="alarm-snapshot"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('snapshot.empty')} /> }}
      columns={[
        { key: 'name', title: t('snapshot.name'), render: (_: unknown, row) => row.variable.name },
        { key: 'desc', title: t('snapshot.desc'), render: (_: unknown, row) => row.variable.desc },
        { key: 'value', title: t('snapshot.value'), render: (_: unknown, row) => row.value ?? '- -' },
        { key: 'unit', title: t('snapshot.unit'), render: (_: unknown, row) => row.variable.unit },
      ]}
    />
  );
}
