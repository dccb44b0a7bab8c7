import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePicker } from './DevicePicker';
import { PICKERS_NS } from './i18n';
import type { PickedData, PickedDevice, PickerMode } from './types';
import { VariablePicker } from './VariablePicker';

interface DialogProps<T> {
  mode: PickerMode;
  value: readonly T[];
  onOk: (value: T[]) => void;
  onClose: () => void;
}

/** The device picker in a dialog: the choice is handed over on OK. */
export function DevicePickerDialog({
  mode,
  value,
  onOk,
  onClose,
  kinds,
}: DialogProps<PickedDevice> & { kinds?: readonly ('hardware' | 'archive')[] }) {
  const { t } = useTranslation(PICKERS_NS);
  const [draft, setDraft] = useState<PickedDevice[]>([...value]);
  return (
    <Modal open title={t('pickDevice')} width={760} onCancel={onClose} onOk={() => onOk(draft)} destroyOnHidden>
      <DevicePicker mode={mode} value={draft} onChange={setDraft} kinds={kinds} />
    </Modal>
  );
}

/** The variable picker in a dialog: the choice is handed over on OK. */
export function VariablePickerDialog({
  mode,
  value,
  onOk,
  onClose,
  customData,
}: DialogProps<PickedData> & { customData?: boolean }) {
  const { t } = useTranslation(PICKERS_NS);
  const [draft, setDraft] = useState<PickedData[]>([...value]);
  return (
    <Modal open title={t('pickVariable')} width={900} onCancel={onClose} onOk={() => onOk(draft)} destroyOnHidden>
      <VariablePicker mode={mode} value={draft} onChange={setDraft} customData={customData} />
    </Modal>
  );
}
