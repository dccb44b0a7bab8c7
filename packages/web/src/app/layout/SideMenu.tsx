import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLoadedSession } from '../session/session-store';
import { MenuIcon } from './MenuIcon';
import { menuEntries, type MenuEntry } from './menu-items';

type Item = Required<MenuProps>['items'][number];

function toItem(entry: MenuEntry): Item {
  const icon = <MenuIcon name={entry.icon} />;
  return entry.children
    ? { key: entry.key, icon, label: entry.title, children: entry.children.map(toItem) }
    : { key: entry.key, icon, label: <span data-testid="menu-page">{entry.title}</span> };
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { i18n } = useTranslation();
  const { menu } = useLoadedSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useMemo(() => menuEntries(menu, i18n.language === 'en-US'), [menu, i18n.language]);
  const openKeys = useMemo(
    () => entries.filter((entry) => entry.children?.some((child) => child.path === pathname)).map((entry) => entry.key),
    [entries, pathname],
  );
  return (
    <Menu
      mode="inline"
      theme="dark"
      selectedKeys={[pathname]}
      defaultOpenKeys={collapsed ? [] : openKeys}
      items={entries.map(toItem)}
      onClick={({ key }) => void navigate(key)}
    />
  );
}
