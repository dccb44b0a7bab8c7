import { useTranslation } from 'react-i18next';
import { DialogAction } from '../../ui/DialogAction';
import type { HistoryTarget } from './api';
import { VARIABLE_HISTORY_NS } from './i18n';
import { VariableHistoryDialog } from './VariableHistoryDialog';

interface VariableHistoryButtonProps {
  /** The list's page: the button shows with its `history` button permission. */
  page: string;
  target: HistoryTarget;
}

/** A row action of variable and custom data lists that opens the history dialog. */
export function VariableHistoryButton({ page, target }: VariableHistoryButtonProps) {
  const { t } = useTranslation(VARIABLE_HISTORY_NS);
  return (
    <DialogAction
      page={page}
      button="history"
      label={t('history')}
      testId="variable-history"
      dialog={(close) => <VariableHistoryDialog target={target} onClose={close} />}
    />
  );
}
