import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VariablePickerDialog } from '../../../ui/pickers/PickerDialogs';
import type { PickedData } from '../../../ui/pickers/types';
import { TRIGGERS_NS } from '../i18n';
import type { DataRef } from '../trigger-form';

const refOf = (item: PickedData): DataRef =>
  item.varType === 0
    ? { kind: 'customdata', id: item.id, label: item.name }
    : {
        kind: 'variable',
        id: item.varId ?? item.id,
        deviceId: item.deviceId,
        label: [item.deviceName, item.varName ?? item.name].filter(Boolean).join(' / '),
      };

const pickedOf = (ref: DataRef): PickedData => ({
  key: `${ref.kind === 'variable' ? 'v' : 'c'}:${ref.id}`,
  id: ref.id,
  name: ref.label,
  unit: '',
  varType: ref.kind === 'variable' ? 1 : 0,
  varId: ref.kind === 'variable' ? ref.id : undefined,
  deviceId: ref.deviceId,
});

interface DataRefPickerProps {
  value?: DataRef;
  onChange?: (value: DataRef | undefined) => void;
  /** Custom data items too (a custom data trigger watches one); else device variables only. */
  customData?: boolean;
  testId?: string;
}

/** One variable or custom data item, chosen in the variable picker; a form control. */
export function DataRefPicker({ value, onChange, customData = false, testId }: DataRefPickerProps) {
  const { t } = useTranslation(TRIGGERS_NS);
  const [open, setOpen] = useState(false);
  return (
    <Space>
      <Tag color={value ? 'blue' : undefined}>{value ? value.label : t('notChosen')}</Tag>
      <Button size="small" onClick={() => setOpen(true)} data-testid={testId}>
        {t('pick')}
      </Button>
      {open ? (
        <VariablePickerDialog
          mode="single"
          customData={customData}
          value={value ? [pickedOf(value)] : []}
          onClose={() => setOpen(false)}
          onOk={(picked) => {
            onChange?.(picked[0] ? refOf(picked[0]) : undefined);
            setOpen(false);
          }}
        />
      ) : null}
    </Space>
  );
}
