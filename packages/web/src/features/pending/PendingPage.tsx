import { Card, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The place of a screen that a later release builds (see app/routes/pending-screens.ts). */
export function PendingPage({ componentName, area }: { componentName: string; area: string }) {
  const { t } = useTranslation();
  // On a card like every other screen, not bare on the layout's background.
  return (
    <Card>
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
    </Card>
  );
}
