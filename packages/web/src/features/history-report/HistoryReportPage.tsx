import { LineChartOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Segmented, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showWarning } from '../../api/feedback';
import { menuRouteOf } from '../../app/routes/route-match';
import { useLoadedSession } from '../../app/session/session-store';
import type { PickedData, PickedDevice } from '../../ui/pickers/types';
import {
  HistoryRangePicker,
  LazyLineChart,
  QUICK_RANGES,
  quickRange,
  useHistorySeries,
  VARIABLE_HISTORY_NS,
  type HistoryRequest,
  type HistoryTarget,
  type TimeRange,
} from '../variable-history';
import { FieldLabel } from './components/FieldLabel';
import { ReportExport } from './components/ReportExport';
import { ReportSources } from './components/ReportSources';
import { ReportTable } from './components/ReportTable';
import { REPORT_NS } from './i18n';
import { DEFAULT_INTERVAL, limitWindow, maxHoursOf, REPORT_INTERVALS, type ReportInterval } from './report-range';
import { reportSheet } from './report-sheet';
import { useReportTargets } from './useReportTargets';

const LAST_7_DAYS = QUICK_RANGES.find((range) => range.key === 'd7')!;
const CHART_HEIGHT = 480;
const NO_TARGETS: HistoryTarget[] = [];

/** Hours as the warning shows them: 8.33, 25, 250. */
const hoursText = (hours: number) => String(Number(hours.toFixed(2)));

/** `/reportfrom`: the history of several variables and custom data over a range, as a chart or a table. */
export function HistoryReportPage() {
  const { t } = useTranslation(REPORT_NS);
  const { t: th } = useTranslation(VARIABLE_HISTORY_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const { routes } = useLoadedSession();
  const [range, setRange] = useState<TimeRange>(() => quickRange(LAST_7_DAYS));
  const [interval, chooseInterval] = useState<ReportInterval>(DEFAULT_INTERVAL);
  const [devices, setDevices] = useState<PickedDevice[]>([]);
  const [picked, setPicked] = useState<PickedData[]>([]);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [query, setQuery] = useState<{ targets: HistoryTarget[]; request: HistoryRequest } | null>(null);
  const resolved = useReportTargets(picked);
  const { series, loading } = useHistorySeries(query?.targets ?? NO_TARGETS, query?.request ?? null);
  const sheet = useMemo(() => reportSheet(series, t('time')), [series, t]);
  const maxHours = hoursText(maxHoursOf(interval.ms));
  // The spec's one alternative: reached as the route named "lucky", the button leads to the report manager.
  const customReport = menuRouteOf(location.pathname, routes)?.componentName === 'lucky' ? '/luckyHome' : '/monlucky';

  const run = () => {
    if (!range) return showWarning(th('timeRequired'));
    if (picked.length === 0) return showWarning(t('variableRequired'));
    const limited = limitWindow({ start: range[0].valueOf(), end: range[1].valueOf() }, interval.ms);
    if (limited.adjusted) {
      setRange([dayjs(limited.start), dayjs(limited.end)]);
      showWarning(limited.adjusted === 'tooMany' ? t('tooMany', { hours: hoursText(limited.maxHours) }) : t('tooFew'));
    }
    setQuery({
      targets: resolved.targets,
      request: { start: limited.start, end: limited.end, intervalMs: interval.ms, spaceNumber: interval.spaceNumber },
    });
  };

  return (
    <Flex vertical gap={16} data-testid="history-report">
      <Card
        title={t('title')}
        extra={
          <Button onClick={() => void navigate(customReport)} data-testid="report-custom">
            {t('customReport')}
          </Button>
        }
      >
        <Flex vertical gap={12}>
          <ReportSources
            devices={devices}
            picked={picked}
            onChange={(nextDevices, nextPicked) => {
              setDevices(nextDevices);
              setPicked(nextPicked);
            }}
          />
          <Flex gap={8} align="center" wrap>
            <FieldLabel>{t('range')}</FieldLabel>
            <HistoryRangePicker value={range} onChange={setRange} />
            <Typography.Text strong style={{ marginLeft: 16 }}>
              {t('interval')}
            </Typography.Text>
            <Select
              style={{ width: 140 }}
              value={interval.key}
              onChange={(key) =>
                chooseInterval(REPORT_INTERVALS.find((option) => option.key === key) ?? DEFAULT_INTERVAL)
              }
              options={REPORT_INTERVALS.map((option) => ({ value: option.key, label: t(`intervals.${option.key}`) }))}
              data-testid="report-interval"
            />
            <Typography.Text type="secondary" data-testid="report-max-hours">
              {t('maxHours', { hours: maxHours })}
            </Typography.Text>
            <Button
              type="primary"
              icon={<SearchOutlined />}
              loading={resolved.resolving}
              onClick={run}
              style={{ marginLeft: 16 }}
              data-testid="report-query"
            >
              {t('query')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card
        title={
          <Segmented
            value={view}
            onChange={setView}
            options={[
              { value: 'chart', label: t('chart'), icon: <LineChartOutlined /> },
              { value: 'table', label: t('table'), icon: <TableOutlined /> },
            ]}
            data-testid="report-view"
          />
        }
        extra={<ReportExport sheet={sheet} fileName={t('title')} />}
        data-testid="report-result"
      >
        <Spin spinning={loading}>
          {query === null ? (
            <Empty description={t('emptyBefore')} style={{ padding: 48 }} data-testid="report-empty" />
          ) : view === 'chart' ? (
            <LazyLineChart series={series} height={CHART_HEIGHT} />
          ) : (
            <ReportTable sheet={sheet} />
          )}
        </Spin>
      </Card>
    </Flex>
  );
}
