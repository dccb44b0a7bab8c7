import type { DashboardAlarm, DashboardOverview } from '@iot/contract';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';
import { PieChart } from './PieChart';

/**
 * The unconfirmed alarms, newest first. The time without its year, the device over its description in
 * one column and the value narrow, so that the texts keep most of a 270 px panel; a cut text shows whole
 * on hover.
 */
export function AlarmListPanel({ alarms }: { alarms: DashboardAlarm[] | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Panel title={t('alarms.title')} className="dashboard-table-panel dashboard-alarms" testId="dashboard-alarms">
      <Table<DashboardAlarm>
        size="small"
        rowKey="id"
        dataSource={alarms}
        pagination={false}
        tableLayout="fixed"
        columns={[
          {
            title: t('alarms.time'),
            dataIndex: 'alarmTime',
            // In em of the table's font: 'MM-DD HH:mm:ss' whole at 12 px (1366) and 14 px (1920).
            width: '8em',
            render: (time: string) => <time title={time}>{dayjs(time).format('MM-DD HH:mm:ss')}</time>,
          },
          {
            title: `${t('alarms.device')} · ${t('alarms.desc')}`,
            key: 'what',
            render: (_, alarm) => (
              <div className="dashboard-alarm-what">
                <span title={alarm.deviceName}>{alarm.deviceName}</span>
                <span title={alarm.alertDesc}>{alarm.alertDesc}</span>
              </div>
            ),
          },
          { title: t('alarms.value'), dataIndex: 'currentValue', width: '4.5em', ellipsis: true },
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
