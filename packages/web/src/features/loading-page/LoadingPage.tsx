import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import './loading-page.css';

/** `/percentage`: the loading page a frame shows while what it embeds gets ready (spec visual-side 2.3). */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <main className="loading-page" data-testid="loading-page">
      <Spin size="large" />
      <span>{t('common.loading')}</span>
    </main>
  );
}
