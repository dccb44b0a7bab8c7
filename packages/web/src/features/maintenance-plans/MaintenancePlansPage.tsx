import { PlanStatus, type PlanRecord } from '@iot/contract';
import { App, Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../api/feedback';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { clippedColumn } from '../../ui/table-page/ClippedText';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deletePlan, fetchPlans, setPlanStatus } from './api';
import {
  DeviceSelect,
  PlanAssigneesCell,
  PlanStatusTag,
  PlanTargetCell,
  StatusSelect,
  TypeSelect,
} from './components/PlanCells';
import { PlanFormDialog } from './components/PlanFormDialog';
import { PlanRecordsDrawer } from './components/PlanRecordsDrawer';
import { PLANS_NS } from './i18n';
import { describeSchedule } from './schedule-text';

const TABLE = 'nullmainPlanInfo';

/** `/nullmainPlanInfo`: maintenance plans, their form, status and records. */
export function MaintenancePlansPage() {
  const { t } = useTranslation(PLANS_NS);
  const { modal } = App.useApp();
  const reload = useReloadTable(TABLE);
  const canPublish = useButtonPermission(TABLE, 'publish');
  const [editing, setEditing] = useState<PlanRecord | null | undefined>(undefined);
  const [viewing, setViewing] = useState<PlanRecord | null>(null);

  const columns: TableColumn<PlanRecord>[] = [
    clippedColumn('name', t('name'), 200),
    {
      key: 'target',
      title: t('target'),
      render: (plan) => <PlanTargetCell plan={plan} />,
      exportValue: (plan) => plan.targetName,
    },
    {
      key: 'type',
      title: t('type'),
      render: (plan) => t(`types.${plan.type}`),
      exportValue: (plan) => t(`types.${plan.type}`),
    },
    {
      key: 'schedule',
      title: t('schedule'),
      render: (plan) => (
        <Tooltip title={describeSchedule(plan.schedule, t)}>
          <span>{describeSchedule(plan.schedule, t, true)}</span>
        </Tooltip>
      ),
      exportValue: (plan) => describeSchedule(plan.schedule, t),
    },
    { key: 'nextDueTime', title: t('nextDue'), dataIndex: 'nextDueTime' },
    {
      key: 'status',
      title: t('status'),
      render: (plan) => <PlanStatusTag plan={plan} />,
      exportValue: (plan) => t(`statuses.${plan.status}`),
    },
    {
      key: 'assignees',
      title: t('assignees'),
      render: (plan) => <PlanAssigneesCell plan={plan} />,
      exportValue: (plan) => plan.assignees.map((x) => x.name).join(', '),
    },
  ];

  const switchStatus = (plan: PlanRecord, status: 1 | 3) =>
    modal.confirm({
      title: t(status === PlanStatus.enabled ? 'enableConfirm' : 'deactivateConfirm', { name: plan.name }),
      onOk: async () => {
        await setPlanStatus(plan.id, status);
        showSuccess(t(status === PlanStatus.enabled ? 'enabled' : 'deactivated'));
        reload();
      },
    });

  return (
    <>
      <TablePage<PlanRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[
          { name: 'name', label: t('name') },
          { name: 'type', label: t('type'), input: <TypeSelect /> },
          { name: 'status', label: t('status'), input: <StatusSelect /> },
          { name: 'deviceId', label: t('device'), input: <DeviceSelect /> },
        ]}
        fetchPage={fetchPlans}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={deletePlan}
        actionsWidth={240}
        rowExtra={(plan) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setViewing(plan)} data-testid="plan-records">
              {t('records')}
            </Button>
            {canPublish ? (
              plan.status === PlanStatus.enabled ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => void switchStatus(plan, 3)}
                  data-testid="plan-deactivate"
                >
                  {t('deactivate')}
                </Button>
              ) : (
                <Button type="link" size="small" onClick={() => void switchStatus(plan, 1)} data-testid="plan-enable">
                  {t('enable')}
                </Button>
              )
            ) : null}
          </Space>
        )}
      />
      {editing !== undefined ? (
        <PlanFormDialog plan={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      ) : null}
      {viewing ? <PlanRecordsDrawer plan={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
