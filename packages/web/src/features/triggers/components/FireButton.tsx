import type { TriggerRecord } from '@iot/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { fireTrigger } from '../api';
import { TRIGGERS_NS } from '../i18n';

/** Runs an enabled trigger's actions now (a function trigger's only way to fire); the log shows the results. */
export function FireButton({ row, onFired }: { row: TriggerRecord; onFired: () => void }) {
  const { t } = useTranslation(TRIGGERS_NS);
  const [firing, setFiring] = useState(false);
  const fire = async () => {
    setFiring(true);
    try {
      const { outcome } = await fireTrigger(row.id);
      showSuccess(t('fired', { outcome: t(`outcomes.${outcome}`) }));
      onFired();
    } catch {
      // The client showed the server's reason.
    } finally {
      setFiring(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      loading={firing}
      disabled={row.enabled !== 1}
      onClick={() => void fire()}
      data-testid="trigger-fire"
    >
      {t('fire')}
    </Button>
  );
}
