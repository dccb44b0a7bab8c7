import type { DashboardAlarm, DashboardOverview } from '@iot/contract';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pieOption } from '../chart-options';
import { DASHBOARD_NS } from '../i18n';
import { LazyChart } from './LazyChart';
import { Panel } from './Panel';
import { useChartFont } from './useChartFont';

/** The bottom: the unconfirmed alarm list and the alarm-type pie. */
export function AlarmPanel({ overview }: { overview: DashboardOverview | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const font = useChartFont();
  const types = overview?.alarmRecordTypeRatio;
  const option = useMemo(
    () =>
      pieOption(
        (types ?? []).map((slice) => ({ name: t(`alarms.type.${slice.key}`), value: slice.num })),
        font,
      ),
    [types, t, font],
  );
  return (
    <div className="dashboard-bottom">
      <Panel title={t('alarms.title')} className="dashboard-alarms" testId="dashboard-alarms">
        <Table<DashboardAlarm>
          size="small"
          rowKey="id"
          dataSource={overview?.alarmRecords}
          pagination={false}
          scroll={{ y: 'calc(100% - 40px)' }}
          columns={[
            { title: t('alarms.time'), dataIndex: 'alarmTime', width: 170 },
            { title: t('alarms.device'), dataIndex: 'deviceName', ellipsis: true },
            { title: t('alarms.desc'), dataIndex: 'alertDesc', ellipsis: true },
            { title: t('alarms.value'), dataIndex: 'currentValue', width: 90 },
          ]}
        />
      </Panel>
      <Panel title={t('alarms.types')} testId="dashboard-alarm-types">
        <LazyChart option={option} height="100%" testId="dashboard-alarm-type-pie" />
      </Panel>
    </div>
  );
}
