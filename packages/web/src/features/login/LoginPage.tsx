import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkDomain } from '../../api/auth';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { LoginForm } from './components/LoginForm';
import { LoginFrame } from './components/LoginFrame';
import { loginStyleConfig } from './login-styles';
import { useCompleteLogin } from './useCompleteLogin';
import './login.css';

const RegisterDialog = lazy(() => import('./components/RegisterDialog').then((m) => ({ default: m.RegisterDialog })));
const DemoRequestDialog = lazy(() =>
  import('./components/DemoRequestDialog').then((m) => ({ default: m.DemoRequestDialog })),
);
const ForgotPasswordDialog = lazy(() =>
  import('./components/ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const ActivationDialog = lazy(() =>
  import('./components/ActivationDialog').then((m) => ({ default: m.ActivationDialog })),
);

const NotActivatedNotice = lazy(() =>
  import('./components/NotActivatedNotice').then((m) => ({ default: m.NotActivatedNotice })),
);

type Dialog = 'register' | 'demo' | 'forgot' | 'activation' | null;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [dialog, setDialog] = useState<Dialog>(null);
  const domainQuery = useQuery({ queryKey: ['login', 'domain'], queryFn: checkDomain, staleTime: Infinity });
  const domain = domainQuery.data;
  const style = domain?.style ?? 'l999';
  const config = loginStyleConfig(style);
  const close = () => setDialog(null);
  // The switch sits top right: over the coloured brand panel in brandRight, else over the form side.
  const lightToolbar = config.dark || config.layout === 'brandRight';

  useEffect(() => {
    if (domainQuery.isError) void navigate('/404', { replace: true });
  }, [domainQuery.isError, navigate]);

  useEffect(() => {
    document.title = domain?.title || domain?.channelName || t('login.defaultTitle');
  }, [domain, t]);

  const notActivated = domain !== undefined && !domain.activate.isactivate;
  return (
    <LoginFrame style={style} config={config} domain={domain} toolbar={<LanguageSwitch light={lightToolbar} />}>
      <Suspense fallback={null}>
        {notActivated ? <NotActivatedNotice onActivate={() => setDialog('activation')} /> : null}
      </Suspense>
      <LoginForm demoDomain={domain?.isDemo ?? false} onLoggedIn={completeLogin} onOpenDialog={setDialog} />
      <Suspense fallback={null}>
        {dialog === 'register' ? <RegisterDialog onClose={close} /> : null}
        {dialog === 'demo' ? <DemoRequestDialog onClose={close} /> : null}
        {dialog === 'forgot' ? <ForgotPasswordDialog onClose={close} /> : null}
        {dialog === 'activation' ? <ActivationDialog onClose={close} /> : null}
      </Suspense>
    </LoginFrame>
  );
}
