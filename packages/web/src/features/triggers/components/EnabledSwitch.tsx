import type { TriggerRecord } from '@iot/contract';
import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
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
  const { t: tc } = useTranslation();
  const [saving, setSaving] = useState(false);
  const toggle = async (checked: boolean) => {
    setSaving(true);
    try {
      await setTriggerEnabled(row.id, checked ? 1 : 0);
      showSuccess(tc('common.modified'));
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
      checked={row.enabled === 1}
      loading={saving}
      disabled={!editable}
      checkedChildren={t('on')}
      unCheckedChildren={t('off')}
      onChange={(checked) => void toggle(checked)}
      data-testid="trigger-enabled"
    />
  );
}
