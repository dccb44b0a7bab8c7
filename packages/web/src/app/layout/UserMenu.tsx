import {
  CloudDownloadOutlined,
  KeyOutlined,
  LogoutOutlined,
  MobileOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkDomain, demoLogin } from '../../api/auth';
import { StorageKey } from '../../api/storage';
import { displayName } from '../../ui/display-name';
import { downloadVpnClient } from '../../features/user-center/api';
import { storeLogin } from '../session/load-session';
import { logout } from '../session/logout';
import { useLoadedSession } from '../session/session-store';

const AccountDialog = lazy(() =>
  import('../../features/user-center/components/AccountDialog').then((m) => ({ default: m.AccountDialog })),
);

export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useLoadedSession();
  const [dialog, setDialog] = useState<'password' | 'phone' | null>(null);
  const domain = useQuery({ queryKey: ['login', 'domain'], queryFn: checkDomain, staleTime: Infinity });
  const canSwitchToDemo = domain.data?.isDemo === true && !user.isDemo;

  const confirm = (onOk: () => Promise<void>) =>
    modal.confirm({
      title: t('common.confirmOperation'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk,
    });

  const switchToDemo = async () => {
    storeLogin(await demoLogin());
    localStorage.removeItem(StorageKey.tabs);
    window.location.assign('/');
  };

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: t('userMenu.center') },
    { key: 'password', icon: <KeyOutlined />, label: t('userMenu.changePassword') },
    { key: 'phone', icon: <MobileOutlined />, label: t('userMenu.changePhone') },
    { key: 'vpn', icon: <CloudDownloadOutlined />, label: t('userMenu.vpn') },
    ...(canSwitchToDemo ? [{ key: 'demo', icon: <SwapOutlined />, label: t('userMenu.switchDemo') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('userMenu.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') void navigate('/peoInfo');
    if (key === 'password' || key === 'phone') setDialog(key);
    if (key === 'vpn') void downloadVpnClient(user.id).catch(() => undefined);
    if (key === 'demo') confirm(switchToDemo);
    if (key === 'logout') confirm(logout);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text" data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1f6feb' }} />
          {displayName(user)}
        </Button>
      </Dropdown>
      <Suspense fallback={null}>
        {dialog ? <AccountDialog kind={dialog} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}
