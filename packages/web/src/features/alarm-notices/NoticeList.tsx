import { Button, Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import type { Notice } from './notice-content';
import { NOTICES_NS } from './i18n';

const KIND_COLORS = { alarm: 'red', maintenance: 'blue', trigger: 'purple', other: 'default' } as const;

interface NoticeListProps {
  notices: readonly Notice[];
  onOpen: (notice: Notice) => void;
  onClear: () => void;
}

/** The bell's popover: the latest notices of this session; a click opens the record. */
export function NoticeList({ notices, onOpen, onClear }: NoticeListProps) {
  const { t } = useTranslation(NOTICES_NS);
  const { t: tc } = useTranslation();
  if (notices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tc('notices.empty')} />;
  return (
    <Flex vertical style={{ width: 340 }} data-testid="notice-list">
      <List
        size="small"
        style={{ maxHeight: 360, overflow: 'auto' }}
        dataSource={[...notices]}
        renderItem={(notice) => (
          <List.Item
            style={{ cursor: notice.target ? 'pointer' : 'default' }}
            onClick={() => onOpen(notice)}
            title={notice.target ? t('open') : undefined}
          >
            <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
              <Flex justify="space-between" gap={8}>
                <Tag color={KIND_COLORS[notice.kind]}>{t(`titles.${notice.kind}`)}</Tag>
                <Typography.Text type="secondary">{formatDate(notice.receivedAt, 'HH:mm:ss')}</Typography.Text>
              </Flex>
              <Typography.Text ellipsis>
                {[notice.headline, ...notice.lines.map((line) => line.value)].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      <Button type="link" size="small" style={{ alignSelf: 'flex-end' }} onClick={onClear}>
        {t('clear')}
      </Button>
    </Flex>
  );
}
