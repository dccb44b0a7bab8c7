import { Button, Card, Flex, Popconfirm, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../api/feedback';
import { useRecordIdParam } from '../../ui/useRecordIdParam';
import { confirmRecord, useMaintenanceRecord } from './api';
import { RecordForm } from './components/RecordForm';
import { RecordPictures } from './components/RecordPictures';
import { RecordSummary } from './components/RecordSummary';
import { RECORD_NS } from './i18n';

/**
 * `/mainRecord?id={id}`: one maintenance record, where a maintenance notice leads. Its assignees
 * record results per check item, notes and pictures and finish it; a supervisor confirms it.
 */
export function MainRecordPage() {
  const { t } = useTranslation(RECORD_NS);
  const { id, close } = useRecordIdParam('id', t('noId'));
  if (id === null) return null;
  return <RecordView id={id} onBack={close} />;
}

function RecordView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation(RECORD_NS);
  const query = useMaintenanceRecord(id);
  const record = query.data;
  const reload = () => void query.refetch();

  return (
    <div style={{ padding: 16, minHeight: '100%', boxSizing: 'border-box' }} data-testid="main-record-page">
      <Card
        title={
          <Typography.Text ellipsis style={{ maxWidth: 600 }}>
            {t('title')}
            {record ? ` · ${record.planName}` : ''}
          </Typography.Text>
        }
        extra={
          <Flex gap={8}>
            {record?.canConfirm ? (
              <Popconfirm
                title={t('confirm')}
                onConfirm={() => {
                  confirmRecord(id)
                    .then(() => {
                      showSuccess(t('saved'));
                      reload();
                    })
                    .catch(() => undefined);
                }}
              >
                <Button type="primary" data-testid="record-confirm">
                  {t('confirm')}
                </Button>
              </Popconfirm>
            ) : null}
            <Button onClick={reload}>{t('refresh')}</Button>
            <Button onClick={onBack}>{t('back')}</Button>
          </Flex>
        }
      >
        {record ? (
          <Flex vertical gap={16}>
            <RecordSummary record={record} />
            {/* Keyed by its state, so a finished record shows what was saved. */}
            <RecordForm key={`${record.id}-${record.doneTime ?? ''}`} record={record} onChanged={reload} />
            <div>
              <Typography.Title level={5}>{t('pictures')}</Typography.Title>
              <RecordPictures
                recordId={record.id}
                images={record.images}
                canUpload={record.canHandle}
                onUploaded={reload}
              />
            </div>
          </Flex>
        ) : query.isError ? (
          <Result status="warning" title={query.error.message} />
        ) : (
          <Spin />
        )}
      </Card>
    </div>
  );
}
