import { DEFAULT_HOME_PAGE, HOME_PAGES, type HomePage } from '@iot/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { showSuccess } from '../../api/feedback';
import { updateSessionUser, useLoadedSession } from '../session/session-store';

const CODES = Object.keys(HOME_PAGES).map(Number) as HomePage[];

/** Which view the home page shows; only views in the user's menu are offered. */
export function HomePageSelector() {
  const { t } = useTranslation();
  const { user, routes } = useLoadedSession();
  const available = CODES.filter((code) => routes.some((route) => route.componentName === HOME_PAGES[code]));

  const change = async (homePage: HomePage) => {
    await api.put('/user', { id: user.id, homePage });
    updateSessionUser({ homePage });
    showSuccess(t('common.success'));
  };

  return (
    <Select<HomePage>
      style={{ minWidth: 200 }}
      value={CODES.includes(user.homePage as HomePage) ? (user.homePage as HomePage) : DEFAULT_HOME_PAGE}
      options={available.map((code) => ({ value: code, label: t(`homePage.${code}`) }))}
      onChange={(value) => void change(value).catch(() => undefined)}
      data-testid="home-page-selector"
    />
  );
}
