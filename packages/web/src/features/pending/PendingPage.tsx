import { Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The place of a screen that a later release builds (see app/routes/pending-screens.ts). */
export function PendingPage({ componentName, area }: { componentName: string; area: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('pending.title')}
      subTitle={t('pending.text')}
      extra={
        <Tag color="blue" data-testid="pending-screen" data-screen={componentName}>
          {t(`pending.area.${area}`)}
        </Tag>
      }
    />
  );
}
