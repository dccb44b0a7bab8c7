import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedSession } from '../../app/session/session-store';
import { downloadVpnClient } from './api';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { ChangePhoneForm } from './components/ChangePhoneForm';
import { ProfileCard } from './components/ProfileCard';

export function UserCenterPage() {
  const { t } = useTranslation();
  const { user } = useLoadedSession();
  const [address, setAddress] = useState<string | null>(null);

  const vpn = (
    <div>
      <Typography.Paragraph type="secondary">{t('userCenter.vpnText')}</Typography.Paragraph>
      <Button
        icon={<CloudDownloadOutlined />}
        onClick={() =>
          void downloadVpnClient(user.id).then(
            (client) => setAddress(client.address),
            () => undefined,
          )
        }
      >
        {t('userMenu.vpn')}
      </Button>
      {address ? (
        <Typography.Paragraph style={{ marginTop: 12 }}>
          {t('userCenter.vpnAddress')}: <Typography.Text code>{address}</Typography.Text>
        </Typography.Paragraph>
      ) : null}
    </div>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        <ProfileCard />
      </Col>
      <Col xs={24} lg={15}>
        <Card>
          <Tabs
            items={[
              { key: 'password', label: t('userMenu.changePassword'), children: <ChangePasswordForm /> },
              { key: 'phone', label: t('userMenu.changePhone'), children: <ChangePhoneForm /> },
              { key: 'vpn', label: t('userMenu.vpn'), children: vpn },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
