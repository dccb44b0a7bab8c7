import { ArrowLeftOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AlarmRecordRow } from '@iot/contract';
import { AlarmProcessState } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { alarmRecordKey, confirmAlarm, useAlarmRecord } from '../api';
import { ALARMS_NS } from '../i18n';
import { orDashes } from './alarm-columns';
import { LevelTag, ProcessTag, PushTag } from './AlarmTags';
import { FollowPanel } from './FollowPanel';
import { SnapshotTable } from './SnapshotTable';

function RecordFields({ record }: { record: AlarmRecordRow }) {
  const { t } = useTranslation(ALARMS_NS);
  const variableDesc = [record.variableDesc, record.mouldItemDesc].filter(Boolean).join(' · ');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid="alarm-detail-fields"
      items={[
        { key: 'deviceName', label: t('deviceName'), children: orDashes(record.deviceName) },
        { key: 'identity', label: t('identity'), children: orDashes(record.identity) },
        { key: 'variableName', label: t('variableName'), children: orDashes(record.variableName) },
        { key: 'variableDesc', label: t('variableDesc'), children: orDashes(variableDesc) },
        { key: 'alarmType', label: t('alarmType'), children: t(`alarmTypes.${record.alarmType}`) },
        { key: 'alarmLevel', label: t('level'), children: <LevelTag level={record.alarmLevel} /> },
        { key: 'limitValue', label: t('limitValue'), children: orDashes(record.limitValue) },
        { key: 'currentValue', label: t('currentValue'), children: orDashes(record.currentValue) },
        { key: 'alarmTime', label: t('alarmTime'), children: record.alarmTime },
        {
          key: 'processTime',
          label: t('processTime'),
          children: <span data-testid="alarm-process-time">{orDashes(record.processTime)}</span>,
        },
        { key: 'processState', label: t('processState'), children: <ProcessTag record={record} /> },
        { key: 'push', label: t('push'), children: <PushTag record={record} /> },
        { key: 'recoverTime', label: t('recoverTime'), children: orDashes(record.recoverTime) },
        { key: 'confirmUser', label: t('confirmUser'), children: orDashes(record.confirmUserName) },
      ]}
    />
  );
}

interface AlarmDetailProps {
  recordId: number;
  /** The list's row, shown until the record is read again. */
  initial?: AlarmRecordRow;
  onBack: () => void;
  /** After a confirm: the list reloads. */
  onChanged?: () => void;
}

/** Header (description, back, confirm, refresh), the record's fields, follow-ups and snapshot (both lazy). */
export function AlarmDetail({ recordId, initial, onBack, onChanged }: AlarmDetailProps) {
  const { t } = useTranslation(ALARMS_NS);
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const canConfirm = useButtonPermission('alertInfo', 'confirm');
  const record = useAlarmRecord(recordId, initial);
  const [confirming, setConfirming] = useState(false);

  const refresh = () => void client.invalidateQueries({ queryKey: alarmRecordKey(recordId) });
  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmAlarm(recordId);
      showSuccess(tc('common.success'));
      refresh();
      onChanged?.();
    } catch {
      // The client showed the server's msg.
    } finally {
      setConfirming(false);
    }
  };

  if (record.isPending) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (!record.data) {
    return (
      <Card>
        <Result status="404" title={t('notFound')} extra={<Button onClick={onBack}>{t('back')}</Button>} />
      </Card>
    );
  }
  const data = record.data;
  return (
    <Card
      data-testid="alarm-detail"
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={onBack}
            title={t('back')}
            aria-label={t('back')}
            data-testid="alarm-back"
          />
          <span data-testid="alarm-detail-title">{data.alertDesc || t(`alarmTypes.${data.alarmType}`)}</span>
        </Space>
      }
      extra={
        <Space>
          {canConfirm && data.processState === AlarmProcessState.unconfirmed ? (
            <Popconfirm
              title={t('confirmAsk')}
              okText={tc('common.confirm')}
              cancelText={tc('common.cancel')}
              onConfirm={() => void confirm()}
            >
              <Button type="primary" icon={<CheckOutlined />} loading={confirming} data-testid="alarm-confirm">
                {t('confirm')}
              </Button>
            </Popconfirm>
          ) : null}
          <Button icon={<ReloadOutlined />} loading={record.isFetching} onClick={refresh} data-testid="alarm-refresh">
            {t('refresh')}
          </Button>
        </Space>
      }
    >
      <RecordFields record={data} />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          { key: 'follow', label: t('followTab'), children: <FollowPanel recordId={recordId} /> },
          { key: 'snapshot', label: t('snapshotTab'), children: <SnapshotTable recordId={recordId} /> },
        ]}
      />
    </Card>
  );
}
