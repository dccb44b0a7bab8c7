import type { TriggerLogRow } from '@iot/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fetchTriggerLogs, useTrigger } from './api';
import { TRIGGERS_NS } from './i18n';

const OUTCOME_COLORS = ['green', 'orange', 'red', 'purple'] as const;
const PAGE_SIZE = 15;

/** The firings of a trigger, newest first, with each action's result in the console's language. */
function FiringLog({ triggerId }: { triggerId: number }) {
  const { t, i18n } = useTranslation(TRIGGERS_NS);
  const [pageNum, setPageNum] = useState(1);
  const logs = useQuery({
    queryKey: ['trigger', triggerId, 'log', pageNum],
    queryFn: () => fetchTriggerLogs(triggerId, { pageNum, pageSize: PAGE_SIZE, param: {} }),
    placeholderData: keepPreviousData,
  });
  const zh = i18n.language.startsWith('zh');
  return (
    <Table<TriggerLogRow>
      rowKey="id"
      size="small"
      loading={logs.isFetching}
      dataSource={logs.data?.records ?? []}
      pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: logs.data?.total ?? 0, onChange: setPageNum }}
      columns={[
        { key: 'fireTime', title: t('fireTime'), dataIndex: 'fireTime', width: 180 },
        { key: 'cause', title: t('cause'), render: (_, row) => t(`causes.${row.cause}`), width: 110 },
        { key: 'value', title: t('value'), dataIndex: 'value', width: 90 },
        {
          key: 'outcome',
          title: t('outcome'),
          width: 140,
          render: (_, row) =>
            row.outcome === null ? (
              <Tag>{t('running')}</Tag>
            ) : (
              <Tag color={OUTCOME_COLORS[row.outcome]}>{t(`outcomes.${row.outcome}`)}</Tag>
            ),
        },
        {
          key: 'results',
          title: t('results'),
          render: (_, row) =>
            row.results.map((r, i) => (
              <div key={i}>
                <Tag color={r.ok ? 'green' : 'red'}>{t(`actionTypes.${r.type}`)}</Tag>
                {zh ? r.message.zh : r.message.en}
              </div>
            )),
        },
      ]}
      data-testid="trigger-log"
    />
  );
}

/** `/triggerInfo/{id}`: the trigger and its firing log. */
export function TriggerDetailPage() {
  const { t } = useTranslation(TRIGGERS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const trigger = useTrigger(Number.isInteger(id) && id > 0 ? id : undefined);

  if (trigger.isLoading) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (!trigger.data) {
    return (
      <Result
        status="404"
        title={t('notFound')}
        extra={<Button onClick={() => void navigate('/triggerInfo')}>{t('back')}</Button>}
      />
    );
  }
  const row = trigger.data;
  const condition = row.condition;
  return (
    <Card title={row.name} extra={<Button onClick={() => void navigate('/triggerInfo')}>{t('back')}</Button>}>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('type')}>{t(`types.${row.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('enabled')}>{row.enabled === 1 ? t('on') : t('off')}</Descriptions.Item>
        <Descriptions.Item label={t('actions')}>
          {row.actions.map((a) => t(`actionTypes.${a.type}`)).join(', ')}
        </Descriptions.Item>
        {condition ? (
          <Descriptions.Item label={t('condition')}>
            {[t(`ops.${condition.op}`), condition.op === 'change' ? '' : condition.value, condition.value2 ?? '']
              .filter((part) => part !== '')
              .join(' ')}
            {condition.holdSeconds > 0 ? ` · ${t('holdSeconds')} ${condition.holdSeconds}` : ''}
          </Descriptions.Item>
        ) : null}
        {row.schedule ? (
          <Descriptions.Item label={t('schedule')}>{t(`kinds.${row.schedule.kind}`)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('nextFireTime')}>{row.nextFireTime ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('lastFireTime')}>{row.lastFireTime ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('description')}>{row.description || '-'}</Descriptions.Item>
      </Descriptions>
      <Card type="inner" size="small" title={t('log')}>
        <FiringLog triggerId={row.id} />
      </Card>
    </Card>
  );
}
