import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AlarmFollowRecord } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Popconfirm, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { showError, showSuccess } from '../../../api/feedback';
import { deleteFollow, followsKey, useFollows } from '../api';
import { ALARMS_NS } from '../i18n';
import { FollowDialog } from './FollowDialog';
import { ReminderUsers } from './ReminderUsers';
import { ImageThumbs } from '../../../ui/ImageThumbs';

function FollowCard({ follow, onDeleted }: { follow: AlarmFollowRecord; onDeleted?: () => void }) {
  const { t } = useTranslation(ALARMS_NS);
  const { t: tc } = useTranslation();
  const remove = async () => {
    try {
      await deleteFollow(follow.id);
      showSuccess(tc('common.deleted'));
      onDeleted?.();
    } catch (error) {
      if (error instanceof ApiError) showError(error.message || t('follow.deleteFailed'));
    }
  };
  return (
    <Card
      size="small"
      data-testid="follow-card"
      title={
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
          {t('follow.by', { name: follow.createUserName, time: follow.createTime })}
        </Typography.Text>
      }
      extra={
        onDeleted ? (
          <Popconfirm
            title={t('follow.deleteAsk')}
            okText={tc('common.confirm')}
            cancelText={tc('common.cancel')}
            onConfirm={() => void remove()}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={tc('common.delete')} />
          </Popconfirm>
        ) : null
      }
    >
      <Flex vertical gap={10}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="follow-content-text">
          {follow.content}
        </Typography.Paragraph>
        <ImageThumbs images={follow.images} testId="follow-image" />
        <ReminderUsers users={follow.items} />
      </Flex>
    </Card>
  );
}

/** The follow-ups of an alarm, newest first, and the dialog that adds one (with the alarm page's buttons). */
export function FollowPanel({ recordId }: { recordId: number }) {
  const { t } = useTranslation(ALARMS_NS);
  const canAdd = useButtonPermission('alertInfo', 'confirm');
  const canDelete = useButtonPermission('alertInfo', 'delete');
  const client = useQueryClient();
  const follows = useFollows(recordId);
  const [adding, setAdding] = useState(false);
  const reload = () => void client.invalidateQueries({ queryKey: followsKey(recordId) });
  const list = follows.data ?? [];

  return (
    <Flex vertical gap={12} data-testid="follow-panel">
      {canAdd ? (
        <div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="follow-add">
            {t('follow.add')}
          </Button>
        </div>
      ) : null}
      {follows.isPending ? <Spin /> : null}
      {!follows.isPending && list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('follow.empty')} />
      ) : null}
      {list.map((follow) => (
        <FollowCard key={follow.id} follow={follow} onDeleted={canDelete ? reload : undefined} />
      ))}
      {adding ? <FollowDialog recordId={recordId} onClose={() => setAdding(false)} onSaved={reload} /> : null}
    </Flex>
  );
}
