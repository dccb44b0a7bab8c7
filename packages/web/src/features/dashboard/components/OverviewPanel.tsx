import type { OverviewCounters } from '@iot/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';
import { useMinuteClock } from './useClock';

const COUNTERS: readonly (keyof OverviewCounters)[] = [
  'deviceNum',
  'hardwareNum',
  'onlineNum',
  'offlineNum',
  'userNum',
  'variableNum',
  'alarmNum',
  'alarmDeviceNum',
  'maintenanceNum',
];

/** The platform overview: the baseFacts counters and the clock. */
export function OverviewPanel({ counters }: { counters: OverviewCounters | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const now = useMinuteClock();
  return (
    <Panel title={t('overview.title')} testId="dashboard-overview">
      <time className="dashboard-clock" data-testid="dashboard-clock">
        {dayjs(now).format('YYYY-MM-DD HH:mm dddd')}
      </time>
      <div className="dashboard-counters">
        {COUNTERS.map((key) => (
          <div key={key} className="dashboard-counter">
            <strong data-testid={`counter-${key}`}>{counters?.[key] ?? '--'}</strong>
            <span title={t(`overview.${key}`)}>{t(`overview.${key}`)}</span>
          </div>
        ))}
      </div>
    </Panel>
  );
}
