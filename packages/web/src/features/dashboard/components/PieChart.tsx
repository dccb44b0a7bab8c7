import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { colouredSlices, pieOption, type PieSlice } from '../chart-options';
import { DASHBOARD_NS } from '../i18n';
import { LazyChart } from './LazyChart';
import { useChartFont } from './useChartFont';

/**
 * A pie of the wall with its legend written in the page beside the ring: each name whole (wrapped when
 * the panel is narrow, at 1366 px) with its count, in a font sized for the wall (dashboard-widgets.css).
 */
export function PieChart({ slices, testId }: { slices: readonly PieSlice[]; testId: string }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const font = useChartFont();
  const option = useMemo(() => pieOption(slices, font, t('noData')), [slices, font, t]);
  return (
    <div className="dashboard-pie">
      <div className="dashboard-pie-ring">
        <LazyChart option={option} height="100%" testId={testId} />
      </div>
      <ul className="dashboard-pie-legend" data-testid={`${testId}-legend`}>
        {colouredSlices(slices).map((slice) => (
          <li key={slice.name}>
            <i style={{ background: slice.colour }} />
            <span>{slice.name}</span>
            <b>{slice.value}</b>
          </li>
        ))}
      </ul>
    </div>
  );
}
