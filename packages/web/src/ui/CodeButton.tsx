import { CODE_RESEND_MS } from '@iot/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './useCountdown';

interface CodeButtonProps {
  /** Sends the code; the countdown starts when it resolves. */
  onRequest: () => Promise<unknown>;
  /** Disabled while the contact field (phone or e-mail) is empty. */
  disabled?: boolean;
  durationMs?: number;
  /** Persist the lock across reloads under this name. */
  lockKey?: string;
}

export function CodeButton({ onRequest, disabled, durationMs = CODE_RESEND_MS, lockKey }: CodeButtonProps) {
  const { t } = useTranslation();
  const { running, remainingSeconds, start } = useCountdown(durationMs, lockKey);
  const [sending, setSending] = useState(false);

  const request = async () => {
    setSending(true);
    try {
      await onRequest();
      start();
    } catch {
      // The client already showed the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void request()} disabled={disabled || running} loading={sending} data-testid="code-button">
      {running ? t('common.resendIn', { seconds: remainingSeconds }) : t('common.getCode')}
    </Button>
  );
}
