import type { FirmwareRecord } from '@iot/contract';
import { useTranslation } from 'react-i18next';
import { SavingSwitch } from '../../../ui/SavingSwitch';
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
  return (
    <SavingSwitch
      checked={row.ispublish === 1}
      editable={editable}
      save={(checked) => updateFirmware({ id: row.id, ispublish: checked ? 1 : 0 })}
      onChanged={onChanged}
      labels={{ on: t('publishedOn'), off: t('unpublished') }}
      testId="firmware-publish"
    />
  );
}
