import { DEFAULT_HOME_PAGE, HOME_PAGES, type HomePage as HomePageCode } from '@iot/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHost } from '../routes/PageHost';
import { useLoadedSession } from '../session/session-store';
import { HomePageSelector } from './HomePageSelector';

/** /dashboard: the view the user chose as home page (default: visual monitoring). */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useLoadedSession();
  const view = HOME_PAGES[user.homePage as HomePageCode] ?? HOME_PAGES[DEFAULT_HOME_PAGE];
  return (
    <>
      <Flex justify="flex-end" align="center" gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('homePage.label')}</Typography.Text>
        <HomePageSelector />
      </Flex>
      <div data-testid="home-view" data-view={view}>
        <PageHost componentName={view} />
      </div>
    </>
  );
}
