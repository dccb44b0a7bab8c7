import { useTranslation } from 'react-i18next';
import { DialogAction } from '../../ui/DialogAction';
import type { AlarmTarget } from './api';
import { AlarmConfigDialog } from './components/AlarmConfigDialog';
import { ALARM_CONFIG_NS } from './i18n';

interface AlarmConfigButtonProps {
  /** The page whose `alarmConfig` button permission shows the action (equipIndex, cusDataShare). */
  page: string;
  target: AlarmTarget;
}

/** A row action that opens the alarm config of a variable or custom data item. */
export function AlarmConfigButton({ page, target }: AlarmConfigButtonProps) {
  const { t } = useTranslation(ALARM_CONFIG_NS);
  return (
    <DialogAction
      page={page}
      button="alarmConfig"
      label={t('action')}
      testId="alarm-config-open"
      dialog={(close) => <AlarmConfigDialog target={target} onClose={close} />}
    />
  );
}
