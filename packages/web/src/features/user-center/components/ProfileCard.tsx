import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoadedSession } from '../../../app/session/session-store';
import { formatDate } from '../../../i18n/format-date';
import { displayName } from '../../../ui/display-name';

export function ProfileCard() {
  const { t } = useTranslation();
  const { user } = useLoadedSession();
  return (
    <Card>
      <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
        <Avatar size={64} icon={<UserOutlined />} style={{ background: '#1f6feb' }} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
            {displayName(user)}
          </Typography.Title>
          <Tag color="blue">{t(`userType.${user.userType}`)}</Tag>
        </div>
      </Flex>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('common.username')}>{user.username ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('common.phone')}>{user.phone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('common.email')}>{user.email ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('common.companyName')}>{user.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('userCenter.depts')}>
          {user.depts.map((dept) => dept.name).join(', ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('userCenter.roles')}>
          {user.roles.map((role) => role.name).join(', ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('common.createTime')}>{formatDate(user.createTime)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
