import { App, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { ApiError, getToken, setSessionEndedHandler } from '../../api/client';
import { StorageKey } from '../../api/storage';
import { EmptyMenuError, loadSession } from './load-session';
import { useDayjsLocale } from './dayjs-locale';
import { clearSession, useSession } from './session-store';

/**
 * The spec's guard: no token → /login; a token but no loaded routes → load them (user and menu),
 * then render the same location again (the retry). antd's App (modal and notification hooks) starts
 * here, so that its code stays off the login route.
 */
export function SessionGuard() {
  const session = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const token = getToken();
  useDayjsLocale();

  useEffect(() => {
    setSessionEndedHandler(() => {
      clearSession();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);

  useEffect(() => {
    if (!token || session) return;
    loadSession().catch((error: unknown) => {
      // Only the server's refusal ends the session: a load cut short by a reload keeps the token.
      if (error instanceof ApiError || error instanceof EmptyMenuError) localStorage.removeItem(StorageKey.token);
      setFailed(true);
    });
  }, [token, session]);

  if (!token || failed) return <Navigate to="/login" replace />;
  if (!session) return <Spin fullscreen />;
  return (
    <App>
      <Outlet />
    </App>
  );
}
