import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../api/feedback';

export interface SavingSwitchProps {
  checked: boolean;
  /** Without the button that changes it, the switch only shows the state. */
  editable: boolean;
  /** Saves the new state; a refusal was already shown by the client. */
  save: (checked: boolean) => Promise<unknown>;
  onChanged: () => void;
  labels: { on: string; off: string };
  testId: string;
}

/** A table row's on/off state, saved as soon as it is flipped. */
export function SavingSwitch({ checked, editable, save, onChanged, labels, testId }: SavingSwitchProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const toggle = async (next: boolean) => {
    setSaving(true);
    try {
      await save(next);
      showSuccess(t('common.modified'));
      onChanged();
    } catch {
      // The client showed the server's reason.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      size="small"
      checked={checked}
      loading={saving}
      disabled={!editable}
      checkedChildren={labels.on}
      unCheckedChildren={labels.off}
      onChange={(next) => void toggle(next)}
      data-testid={testId}
    />
  );
}
