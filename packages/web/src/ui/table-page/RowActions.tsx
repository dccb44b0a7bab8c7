import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  onEdit?: () => void;
  onDelete?: () => Promise<unknown>;
  extra?: ReactNode;
}

export function RowActions({ onEdit, onDelete, extra }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      {extra}
      {onEdit ? (
        <Button type="link" size="small" onClick={onEdit} data-testid="row-edit">
          {t('common.edit')}
        </Button>
      ) : null}
      {onDelete ? (
        <Popconfirm
          title={t('table.deleteConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => void onDelete().catch(() => undefined)}
        >
          <Button type="link" size="small" danger data-testid="row-delete">
            {t('common.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
