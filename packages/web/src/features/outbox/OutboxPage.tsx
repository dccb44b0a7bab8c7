import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import type { OutboxRecord } from '@iot/contract';
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { fetchOutbox } from './api';
import './outbox.css';

const TABLE = 'outbox';

/** Every SMS and e-mail the platform sent (verification codes, notices): read only, newest first. */
export function OutboxPage() {
  const { t } = useTranslation();
  const columns: TableColumn<OutboxRecord>[] = [
    {
      key: 'createdAt',
      title: t('outbox.sentAt'),
      render: (row) => formatDate(row.createdAt),
      exportValue: (row) => formatDate(row.createdAt),
    },
    {
      key: 'channel',
      title: t('outbox.channel'),
      render: (row) =>
        row.channel === 'sms' ? (
          <Tag icon={<MessageOutlined />} color="blue">
            {t('outbox.sms')}
          </Tag>
        ) : (
          <Tag icon={<MailOutlined />} color="geekblue">
            {t('outbox.email')}
          </Tag>
        ),
      exportValue: (row) => (row.channel === 'sms' ? t('outbox.sms') : t('outbox.email')),
    },
    { key: 'target', title: t('outbox.target'), dataIndex: 'target' },
    { key: 'subject', title: t('outbox.subject'), dataIndex: 'subject' },
    {
      key: 'body',
      title: t('outbox.body'),
      render: (row) => (
        <Typography.Text className="outbox-body-preview" type="secondary" ellipsis>
          {row.body}
        </Typography.Text>
      ),
      exportValue: (row) => row.body,
    },
  ];
  return (
    <TablePage<OutboxRecord>
      tableType={TABLE}
      columns={columns}
      fetchPage={fetchOutbox}
      expandedRowRender={(row) => (
        <div className="outbox-body" data-testid="outbox-body">
          {row.body}
        </div>
      )}
      emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('outbox.empty')} />}
    />
  );
}
