import { MAINTENANCE_TYPES, PLAN_OVERDUE_CODE, PLAN_STATUSES, type PlanRecord } from '@iot/contract';
import { Select, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHardwareOptions } from '../../../ui/pickers/api';
import { ShareTargetTags } from '../../../ui/pickers/ShareSelector';
import { PLANS_NS } from '../i18n';

/** The spec's status colours (0 blue, 1 orange, 2 green, 3 grey, 4 red) as antd's tag colours. */
const TAG_COLOURS = ['blue', 'orange', 'green', 'default', 'red'] as const;

/** The plan's status, in its dashboard colour: red while an overdue record waits. */
export function PlanStatusTag({ plan }: { plan: PlanRecord }) {
  const { t } = useTranslation(PLANS_NS);
  const tag = (
    <Tag color={TAG_COLOURS[plan.colourCode]} data-testid="plan-status" data-status={plan.status}>
      {t(`statuses.${plan.status}`)}
    </Tag>
  );
  return plan.colourCode === PLAN_OVERDUE_CODE ? <Tooltip title={t('overdueWaiting')}>{tag}</Tooltip> : tag;
}

/** The device or archive, marked as such; a deleted one says so. */
export function PlanTargetCell({ plan }: { plan: PlanRecord }) {
  const { t } = useTranslation(PLANS_NS);
  return (
    <Typography.Text ellipsis={{ tooltip: plan.targetName }} style={{ display: 'block', maxWidth: 200 }}>
      <Tag>{t(`targetKind.${plan.targetType}`)}</Tag>
      {plan.targetName || <Typography.Text type="secondary">{t('targetDeleted')}</Typography.Text>}
    </Typography.Text>
  );
}

/** The assignees; a plan without any goes to its creator. */
export function PlanAssigneesCell({ plan }: { plan: PlanRecord }) {
  const { t } = useTranslation(PLANS_NS);
  return plan.assignees.length > 0 ? (
    <div style={{ maxWidth: 260 }}>
      <ShareTargetTags targets={plan.assignees} />
    </div>
  ) : (
    <Typography.Text type="secondary">{t('creatorAssigned')}</Typography.Text>
  );
}

export function TypeSelect(props: { value?: number; onChange?: (value: number) => void }) {
  const { t } = useTranslation(PLANS_NS);
  return (
    <Select
      allowClear
      {...props}
      options={MAINTENANCE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      data-testid="plan-type-filter"
    />
  );
}

export function StatusSelect(props: { value?: number; onChange?: (value: number) => void }) {
  const { t } = useTranslation(PLANS_NS);
  return (
    <Select
      allowClear
      {...props}
      options={PLAN_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      data-testid="plan-status-filter"
    />
  );
}

/** Plans of one device (those on its archives too): the picker's device list, searched by name. */
export function DeviceSelect(props: { value?: number; onChange?: (value: number) => void }) {
  const devices = useHardwareOptions('', '');
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={devices.isFetching}
      {...props}
      options={devices.data?.map((device) => ({ value: device.id, label: device.name }))}
      data-testid="plan-device-filter"
    />
  );
}
