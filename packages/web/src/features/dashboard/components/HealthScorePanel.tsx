import { HealthPeriod, type HealthScore } from '@iot/contract';
import { Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatHealth, formatPart, healthColour } from '../dashboard-rules';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';

const PERIODS = [HealthPeriod.lastWeek, HealthPeriod.thisWeek, HealthPeriod.thisMonth] as const;

interface Part {
  key: string;
  facts: string;
  score: number;
}

function useParts(score: HealthScore): Part[] {
  const { t } = useTranslation(DASHBOARD_NS);
  const of = (done: number, total: number) => t('health.ofTotal', { done, total });
  return [
    { key: 'onlineTime', facts: t('health.minutes', { count: score.onlineTimeLength }), score: score.onlineTimeScore },
    { key: 'alarmConfig', facts: String(score.alarmConfigNum), score: score.alarmConfigScore },
    { key: 'alarmRecord', facts: String(score.alarmRecordNum), score: score.alarmRecordScore },
    { key: 'alarmPush', facts: of(score.alarmPushSucNum, score.alarmPushNum), score: score.alarmPushScore },
    { key: 'mainPlan', facts: String(score.mainPlanNum), score: score.mainPlanScore },
    { key: 'mainRecord', facts: of(score.mainRecordSucNum, score.mainRecordNum), score: score.mainRecordSucScore },
  ];
}

function ScoreTable({ score }: { score: HealthScore }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const parts = useParts(score);
  return (
    <div className="dashboard-health">
      <strong
        className="dashboard-health-score"
        style={{ color: healthColour(score.healthScore) }}
        data-testid="dashboard-health-score"
      >
        {formatHealth(score.healthScore)}
      </strong>
      <table className="dashboard-health-parts" data-testid="dashboard-health-parts">
        <tbody>
          {parts.map((part) => (
            <tr key={part.key}>
              <th>{t(`health.${part.key}`)}</th>
              <td>{part.facts}</td>
              <td className="dashboard-health-part">{formatPart(part.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The health score with its period tabs (this week by default): the total red under 90, parts to one decimal. */
export function HealthScorePanel(props: {
  score: HealthScore | undefined;
  period: HealthPeriod;
  onPeriod: (period: HealthPeriod) => void;
  loading: boolean;
}) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Panel title={t('health.title')} testId="dashboard-health">
      <Segmented<HealthPeriod>
        block
        size="small"
        value={props.period}
        onChange={props.onPeriod}
        options={PERIODS.map((value) => ({ value, label: t(`health.period.${value}`) }))}
        style={{ marginBottom: 6 }}
        data-testid="dashboard-health-period"
      />
      <Spin spinning={props.loading}>
        {props.score ? <ScoreTable score={props.score} /> : <span className="dashboard-muted">{t('noData')}</span>}
      </Spin>
    </Panel>
  );
}
