import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

/** Alarm and maintenance notices arrive with the alarms issue; until then the list is empty. */
export function NoticesBell() {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('notices.title')}
      content={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} />}
    >
      <Badge count={0} size="small">
        <Button type="text" icon={<BellOutlined />} aria-label={t('notices.title')} data-testid="notices" />
      </Badge>
    </Popover>
  );
}
