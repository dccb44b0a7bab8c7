import type { DashboardVariable } from '@iot/contract';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLiveValue } from '../../../live/useLive';
import { DASHBOARD_NS } from '../i18n';

function display(value: unknown): string {
  if (value === null || value === undefined) return '--';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** A variable's value: the live message's once one came (spec 4.2: matched by variable name), else nowValue. */
function LiveCell({ identity, variable }: { identity: string | undefined; variable: DashboardVariable }) {
  const live = useLiveValue(identity, variable.varName);
  return (
    <span data-testid="dashboard-variable-value">
      {display(live ? live.value : variable.nowValue)}
      {variable.unit ? ` ${variable.unit}` : ''}
    </span>
  );
}

function LiveTime({ identity, variable }: { identity: string | undefined; variable: DashboardVariable }) {
  const live = useLiveValue(identity, variable.varName);
  const time = live?.time !== undefined ? dayjs(live.time).format('HH:mm:ss') : variable.time?.slice(11);
  return <>{time ?? '--'}</>;
}

/** The selected device's variables with their latest values, kept live through the live connection. */
export function VariableList({
  identity,
  variables,
}: {
  identity: string | undefined;
  variables: DashboardVariable[];
}) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Table<DashboardVariable>
      size="small"
      rowKey={(v) => v.variableId ?? v.varName}
      dataSource={variables}
      pagination={false}
      data-testid="dashboard-variables"
      columns={[
        {
          title: t('device.variable'),
          dataIndex: 'name',
          ellipsis: true,
          render: (name: string, v) => name || v.varName,
        },
        {
          title: t('device.value'),
          key: 'value',
          render: (_, v) => <LiveCell identity={identity} variable={v} />,
        },
        {
          title: t('device.time'),
          key: 'time',
          width: 84,
          render: (_, v) => <LiveTime identity={identity} variable={v} />,
        },
      ]}
    />
  );
}
