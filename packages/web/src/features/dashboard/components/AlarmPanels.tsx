import type { DashboardAlarm, DashboardOverview } from '@iot/contract';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';
import { PieChart } from './PieChart';

/** The unconfirmed alarms, newest first. */
export function AlarmListPanel({ alarms }: { alarms: DashboardAlarm[] | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Panel title={t('alarms.title')} className="dashboard-table-panel" testId="dashboard-alarms">
      <Table<DashboardAlarm>
        size="small"
        rowKey="id"
        dataSource={alarms}
        pagination={false}
        columns={[
          { title: t('alarms.time'), dataIndex: 'alarmTime', width: 160 },
          { title: t('alarms.device'), dataIndex: 'deviceName', ellipsis: true },
          { title: t('alarms.desc'), dataIndex: 'alertDesc', ellipsis: true },
          { title: t('alarms.value'), dataIndex: 'currentValue', width: 80 },
        ]}
      />
    </Panel>
  );
}

/** Unconfirmed alarms per type: environment, production safety, threshold. */
export function AlarmTypePanel({ types }: { types: DashboardOverview['alarmRecordTypeRatio'] | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const slices = useMemo(
    () => (types ?? []).map((slice) => ({ name: t(`alarms.type.${slice.key}`), value: slice.num })),
    [types, t],
  );
  return (
    <Panel title={t('alarms.types')} testId="dashboard-alarm-types">
      <PieChart slices={slices} testId="dashboard-alarm-type-pie" />
    </Panel>
  );
}
