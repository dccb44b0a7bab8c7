import type { CustomDataRef } from '@iot/contract';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VariablePickerDialog } from '../../../ui/pickers/PickerDialogs';
import type { PickedData } from '../../../ui/pickers/types';
import { useRefName } from '../api';
import { CUSTOM_DATA_NS } from '../i18n';

export const refOf = (item: PickedData): CustomDataRef =>
  item.varType === 0 ? { kind: 'customdata', id: item.id } : { kind: 'variable', id: item.varId ?? item.id };

const keyOf = (ref: CustomDataRef) => `${ref.kind === 'customdata' ? 'c' : 'v'}:${ref.id}`;

/** What the picker starts with: the stored references (their names are shown by the tags). */
const pickedOf = (ref: CustomDataRef): PickedData => ({
  key: keyOf(ref),
  id: ref.id,
  name: `#${ref.id}`,
  unit: '',
  varType: ref.kind === 'customdata' ? 0 : 1,
  varId: ref.kind === 'variable' ? ref.id : undefined,
});

function RefTag({ value, onClose }: { value: CustomDataRef; onClose?: () => void }) {
  const name = useRefName(value);
  return (
    <Tag closable={onClose !== undefined} onClose={onClose} color={value.kind === 'variable' ? 'blue' : 'purple'}>
      {name.data ?? `#${value.id}`}
    </Tag>
  );
}

interface RefPickerProps {
  value?: CustomDataRef;
  onChange?: (value: CustomDataRef | undefined) => void;
  /** Only device variables (statistics count a variable). */
  variablesOnly?: boolean;
  testId?: string;
}

/** One reference, chosen in the variable picker (single mode); a form control. */
export function RefPicker({ value, onChange, variablesOnly, testId }: RefPickerProps) {
  const { t } = useTranslation(CUSTOM_DATA_NS);
  const [open, setOpen] = useState(false);
  return (
    <Space>
      {value ? <RefTag value={value} /> : <Tag>{t('notChosen')}</Tag>}
      <Button size="small" onClick={() => setOpen(true)} data-testid={testId}>
        {t('pick')}
      </Button>
      {open ? (
        <VariablePickerDialog
          mode="single"
          customData={!variablesOnly}
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

interface RefListPickerProps {
  value?: CustomDataRef[];
  onChange?: (value: CustomDataRef[]) => void;
}

/** Several references, chosen in the variable picker (multiple mode); a form control. */
export function RefListPicker({ value = [], onChange }: RefListPickerProps) {
  const { t } = useTranslation(CUSTOM_DATA_NS);
  const [open, setOpen] = useState(false);
  return (
    <Space wrap>
      {value.map((ref) => (
        <RefTag
          key={keyOf(ref)}
          value={ref}
          onClose={() => onChange?.(value.filter((other) => keyOf(other) !== keyOf(ref)))}
        />
      ))}
      <Button size="small" onClick={() => setOpen(true)} data-testid="pick-inputs">
        {t('pick')}
      </Button>
      {open ? (
        <VariablePickerDialog
          mode="multiple"
          value={value.map(pickedOf)}
          onClose={() => setOpen(false)}
          onOk={(picked) => {
            onChange?.(picked.map(refOf));
            setOpen(false);
          }}
        />
      ) : null}
    </Space>
  );
}
