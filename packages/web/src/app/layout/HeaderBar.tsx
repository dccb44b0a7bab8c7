import { AppstoreOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { NoticesBell } from './NoticesBell';
import { SystemSwitch } from './SystemSwitch';
import { UserMenu } from './UserMenu';
import type { MenuStyle } from './useMenuStyle';

interface HeaderBarProps {
  menuStyle: MenuStyle;
  onMenuStyle: (style: MenuStyle) => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenDrawer: () => void;
}

export function HeaderBar({ menuStyle, onMenuStyle, collapsed, onToggleCollapsed, onOpenDrawer }: HeaderBarProps) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="main-header">
      <Flex align="center" gap={8}>
        {menuStyle === 'drawer' ? (
          <Button type="text" icon={<AppstoreOutlined />} onClick={onOpenDrawer} data-testid="open-drawer">
            {t('layout.menu')}
          </Button>
        ) : (
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleCollapsed}
            aria-label={t('layout.collapse')}
          />
        )}
      </Flex>
      <Flex align="center" gap={12}>
        <SystemSwitch />
        <Tooltip title={t('layout.menuStyleHint')}>
          <Flex align="center" gap={6}>
            <span>{t('layout.fullScreenMenu')}</span>
            <Switch
              size="small"
              checked={menuStyle === 'drawer'}
              onChange={(checked) => onMenuStyle(checked ? 'drawer' : 'side')}
              data-testid="menu-style-switch"
            />
          </Flex>
        </Tooltip>
        <NoticesBell />
        <LanguageSwitch />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
