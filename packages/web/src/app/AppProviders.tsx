import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, message } from 'antd';
import enUSLocale from 'antd/es/locale/en_US';
import zhCNLocale from 'antd/es/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessageApi } from '../api/feedback';
import { liveHub } from '../live/live-connection';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/** Messages (the only feedback the login route needs) render inside the providers, themed and translated. */
function MessageBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => registerMessageApi(api), [api]);
  return holder;
}

/** Values sent while the live connection was down are lost: after a reconnect, every shown query reads again. */
function useRereadAfterReconnect(): void {
  useEffect(() => liveHub.onReconnect(() => queryClient.invalidateQueries({ refetchType: 'active' })), []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useRereadAfterReconnect();
  const english = i18n.language === 'en-US';
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={english ? enUSLocale : zhCNLocale} theme={{ token: { colorPrimary: '#1f6feb' } }}>
        <MessageBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
