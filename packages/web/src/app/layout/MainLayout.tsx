import { Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLoadedSession } from '../session/session-store';
import { DrawerMenu } from './DrawerMenu';
import { HeaderBar } from './HeaderBar';
import { MenuStyleChooser } from './MenuStyleChooser';
import { SideMenu } from './SideMenu';
import { PageTabs } from './tabs/PageTabs';
import { useMenuStyle } from './useMenuStyle';
import './main-layout.css';

export function MainLayout() {
  const { t } = useTranslation();
  const { user } = useLoadedSession();
  const { style, setStyle, chosen } = useMenuStyle();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout className="main-layout">
      {style === 'side' ? (
        <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220} className="main-sider">
          <div className="main-logo" title={user.companyName}>
            {collapsed ? 'IoT' : t('layout.productName')}
          </div>
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      ) : null}
      <Layout>
        <HeaderBar
          menuStyle={style}
          onMenuStyle={setStyle}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <PageTabs />
        <Layout.Content className="main-content">
          <Outlet />
        </Layout.Content>
      </Layout>
      {style === 'drawer' ? <DrawerMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
      {chosen ? null : <MenuStyleChooser onChoose={setStyle} />}
    </Layout>
  );
}
