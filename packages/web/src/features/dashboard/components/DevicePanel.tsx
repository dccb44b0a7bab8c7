import type { DashboardDeviceDetail } from '@iot/contract';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';
import { VariableList } from './VariableList';

/** The selected device: its latest alarm, name and address, alarm count and live variables. */
export function DevicePanel({ detail, loading }: { detail: DashboardDeviceDetail | undefined; loading: boolean }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const named = detail?.deviceArchivesExtend ?? detail?.device;
  const alarm = detail?.alarmRecord;
  return (
    <Panel title={t('device.variables')} className="dashboard-device dashboard-table-panel" testId="dashboard-device">
      <Spin spinning={loading} wrapperClassName="dashboard-fill">
        {detail ? (
          <>
            <div className="dashboard-latest-alarm" data-testid="dashboard-latest-alarm">
              <span>{t('device.latestAlarm')}</span>
              {alarm ? `${alarm.alarmTime} ${alarm.alertDesc}` : t('device.noAlarm')}
            </div>
            <div className="dashboard-device-head">
              <strong data-testid="dashboard-device-name">{named?.name ?? '--'}</strong>
              <span className="dashboard-device-alarms">
                {t('device.alarmNum')} <b>{detail.alarmNum}</b>
              </span>
            </div>
            <div className="dashboard-muted dashboard-device-address">
              {t('device.address')}: {named?.address ?? '--'}
            </div>
            <VariableList identity={detail.device?.identity} variables={detail.variables} />
          </>
        ) : (
          <span className="dashboard-muted">{t('device.none')}</span>
        )}
      </Spin>
    </Panel>
  );
}
