import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeList, useNotices } from '../../features/alarm-notices';

/** The header's notices: live alarm and maintenance notices, and the bell that lists the latest. */
export function NoticesBell() {
  const { t } = useTranslation();
  const { recent, open: openNotice, clear } = useNotices();
  const [shown, setShown] = useState(false);
  const [seen, setSeen] = useState(0);
  const unread = recent.filter((notice) => notice.receivedAt > seen).length;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('notices.title')}
      open={shown}
      onOpenChange={(next) => {
        setShown(next);
        if (next) setSeen(Date.now());
      }}
      content={
        <NoticeList
          notices={recent}
          onOpen={(notice) => {
            setShown(false);
            openNotice(notice);
          }}
          onClear={clear}
        />
      }
    >
      <Badge count={unread} size="small">
        <Button type="text" icon={<BellOutlined />} aria-label={t('notices.title')} data-testid="notices" />
      </Badge>
    </Popover>
  );
}
