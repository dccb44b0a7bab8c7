import type { ShareTargetInfo } from '@iot/contract';
import { Button, InputNumber, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePickerDialog } from '../../../ui/pickers/PickerDialogs';
import { ShareSelector } from '../../../ui/pickers/ShareSelector';
import { PLANS_NS } from '../i18n';
import { MINUTES_PER, targetOfPicked, type Duration, type DurationUnit, type PlanTarget } from '../plan-form';

interface InputProps<T> {
  value?: T;
  onChange?: (value: T) => void;
}

/** The device or archive a plan is done on, chosen with the device picker. */
export function TargetInput({ value, onChange }: InputProps<PlanTarget | null>) {
  const { t } = useTranslation(PLANS_NS);
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Button
        block
        onClick={() => setPicking(true)}
        style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
        data-testid="plan-target"
      >
        {value ? (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            <Tag>{t(`targetKind.${value.targetType}`)}</Tag>
            {value.name}
          </span>
        ) : (
          t('pickTarget')
        )}
      </Button>
      {picking ? (
        <DevicePickerDialog
          mode="single"
          value={[]}
          onClose={() => setPicking(false)}
          onOk={([picked]) => {
            if (picked) onChange?.(targetOfPicked(picked));
            setPicking(false);
          }}
        />
      ) : null}
    </>
  );
}

const UNITS: DurationUnit[] = ['minute', 'hour', 'day'];

/** A span of minutes as an amount and a unit; `max` in minutes. */
export function DurationInput({ value, onChange, max }: InputProps<Duration> & { max: number }) {
  const { t } = useTranslation(PLANS_NS);
  const duration = value ?? { amount: 0, unit: 'hour' };
  const factor = MINUTES_PER[duration.unit];
  return (
    <Space.Compact block>
      <InputNumber
        min={0}
        max={Math.floor(max / factor)}
        precision={0}
        value={duration.amount}
        onChange={(amount) => onChange?.({ ...duration, amount: amount ?? 0 })}
        style={{ width: '60%' }}
      />
      <Select
        value={duration.unit}
        onChange={(unit) => onChange?.({ ...duration, unit })}
        options={UNITS.map((unit) => ({ value: unit, label: t(`durationUnits.${unit}`) }))}
        style={{ width: '40%' }}
      />
    </Space.Compact>
  );
}

/** The plan's assignees in the share selector (a new plan: the caller's company's candidates). */
export function AssigneesInput({ value, onChange, planId }: InputProps<ShareTargetInfo[]> & { planId?: number }) {
  return (
    <ShareSelector
      thing={planId === undefined ? undefined : { kind: 'plan', thingId: planId }}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
    />
  );
}
