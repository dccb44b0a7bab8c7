import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../useRouteTitle';
import type { TabAction } from './tab-list';
import { useTabs } from './useTabs';

const ACTIONS: readonly TabAction[] = ['all', 'others', 'left', 'right'];

export function PageTabs() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const { tabs, activeKey, open, close, closeBy } = useTabs();

  const actionsFor = (key: string): MenuProps => ({
    items: ACTIONS.map((action) => ({ key: action, label: t(`tabs.close.${action}`) })),
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      closeBy(key, action as TabAction);
    },
  });

  return (
    <Tabs
      className="main-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={open}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      items={tabs.map((key) => ({
        key,
        label: (
          <Dropdown menu={actionsFor(key)} trigger={['contextMenu']}>
            <span data-testid="page-tab" data-key={key}>
              {titleOf(key)}
            </span>
          </Dropdown>
        ),
      }))}
      tabBarExtraContent={
        <Dropdown menu={actionsFor(activeKey)} trigger={['click']}>
          <Button size="small" type="text" icon={<DownOutlined />} data-testid="tab-actions">
            {t('tabs.actions')}
          </Button>
        </Dropdown>
      }
    />
  );
}
