import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

interface RedirectState {
  from?: string;
  retried?: boolean;
}

/** /404. Reached by a redirect, it retries the original path once (its routes may have loaded since). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as RedirectState;

  useEffect(() => {
    if (state.from && !state.retried) void navigate(state.from, { replace: true, state: { retried: true } });
  }, [navigate, state.from, state.retried]);

  return (
    <Result
      status="404"
      title="404"
      subTitle={<span data-testid="not-found">{t('notFound.text')}</span>}
      extra={
        <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
