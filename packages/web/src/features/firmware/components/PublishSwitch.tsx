import type { FirmwareRecord } from '@iot/contract';
import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { updateFirmware } from '../api';
import { FIRMWARE_NS } from '../i18n';

interface PublishSwitchProps {
  row: FirmwareRecord;
  /** firmware:update and firmware:publish: without them the switch only shows the state. */
  editable: boolean;
  onChanged: () => void;
}

/** Published versions are offered to devices in the hardware list's upgrade dialog. */
export function PublishSwitch({ row, editable, onChanged }: PublishSwitchProps) {
  const { t } = useTranslation(FIRMWARE_NS);
  const { t: tc } = useTranslation();
  const [saving, setSaving] = useState(false);
  const toggle = async (checked: boolean) => {
    setSaving(true);
    try {
      await updateFirmware({ id: row.id, ispublish: checked ? 1 : 0 });
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
      checked={row.ispublish === 1}
      loading={saving}
      disabled={!editable}
      checkedChildren={t('publishedOn')}
      unCheckedChildren={t('unpublished')}
      onChange={(checked) => void toggle(checked)}
      data-testid="firmware-publish"
    />
  );
}
