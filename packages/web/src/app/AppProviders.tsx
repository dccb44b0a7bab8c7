import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUSLocale from 'antd/locale/en_US';
import zhCNLocale from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessageApi } from '../api/feedback';
import { liveHub } from '../live/live-connection';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/** Values sent while the live connection was down are lost: after a reconnect, every shown query reads again. */
function useRereadAfterReconnect(): void {
  useEffect(() => liveHub.onReconnect(() => queryClient.invalidateQueries({ refetchType: 'active' })), []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useRereadAfterReconnect();
  const english = i18n.language === 'en-US';
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
  }, [english]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={english ? enUSLocale : zhCNLocale} theme={{ token: { colorPrimary: '#1f6feb' } }}>
        <App>
          <MessageBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
