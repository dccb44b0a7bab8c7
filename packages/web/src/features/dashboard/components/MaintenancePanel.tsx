import { PLAN_COLOURS, type DashboardOverview } from '@iot/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';
import { PieChart } from './PieChart';

/** Record pie categories in the plans' status colours order: advance, unhandled, in time, late, overdue. */
const RATIO_COLOURS = ['#1677ff', '#fa8c16', '#52c41a', '#8c8c8c', '#ff4d4f'];

/** Maintenance data: the record-share pie and the plan list in the status colours (spec 4.4). */
export function MaintenancePanel({ overview }: { overview: DashboardOverview | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const ratio = overview?.maintenanceRatio;
  const slices = useMemo(
    () =>
      (ratio ?? []).map((slice) => ({
        name: t(`maintenance.ratio.${slice.key}`),
        value: slice.num,
        colour: RATIO_COLOURS[slice.key],
      })),
    [ratio, t],
  );
  return (
    <Panel title={t('maintenance.title')} className="dashboard-maintenance" testId="dashboard-maintenance">
      <div className="dashboard-split">
        <PieChart slices={slices} testId="dashboard-maintenance-pie" />
        <ul className="dashboard-plans" aria-label={t('maintenance.plans')}>
          {overview?.plans.map((plan) => (
            <li key={plan.id}>
              <span title={plan.name}>{plan.name}</span>
              <Tag color={PLAN_COLOURS[plan.status]}>{t(`maintenance.status.${plan.status}`)}</Tag>
            </li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}
