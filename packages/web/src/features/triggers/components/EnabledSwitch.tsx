import type { TriggerRecord } from '@iot/contract';
import { useTranslation } from 'react-i18next';
import { SavingSwitch } from '../../../ui/SavingSwitch';
import { setTriggerEnabled } from '../api';
import { TRIGGERS_NS } from '../i18n';

interface EnabledSwitchProps {
  row: TriggerRecord;
  /** triggerInfo:update: without it the switch only shows the state. */
  editable: boolean;
  onChanged: () => void;
}

/** Enables or disables a trigger (a timing trigger enabled again starts its schedule from now). */
export function EnabledSwitch({ row, editable, onChanged }: EnabledSwitchProps) {
  const { t } = useTranslation(TRIGGERS_NS);
  return (
    <SavingSwitch
      checked={row.enabled === 1}
      editable={editable}
      save={(checked) => setTriggerEnabled(row.id, checked ? 1 : 0)}
      onChanged={onChanged}
      labels={{ on: t('on'), off: t('off') }}
      testId="trigger-enabled"
    />
  );
}
