import type { LoginResult } from '@iot/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../api/client';
import { showError } from '../../api/feedback';
import { StorageKey } from '../../api/storage';
import { EmptyMenuError, firstPagePath, loadSession, storeLogin } from '../../app/session/load-session';

/** After any kind of login: store the session, load user and menu, refuse an empty menu, go home. */
export function useCompleteLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (result: LoginResult): Promise<boolean> => {
      storeLogin(result);
      localStorage.removeItem(StorageKey.tabs);
      try {
        const session = await loadSession();
        await navigate(firstPagePath(session), { replace: true });
        return true;
      } catch (error) {
        if (error instanceof EmptyMenuError) {
          showError(t('login.noRole'));
          await request('POST', '/user/logout', { silent: true }).catch(() => undefined);
        }
        localStorage.removeItem(StorageKey.token);
        localStorage.removeItem(StorageKey.info);
        return false;
      }
    },
    [navigate, t],
  );
}
