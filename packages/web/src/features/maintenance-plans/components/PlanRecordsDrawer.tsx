import { RECORD_STATES, type MaintenanceRecordRow, type PlanRecord, type RecordState } from '@iot/contract';
import { Drawer, Empty, Radio, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlanRecords } from '../api';
import { PLANS_NS } from '../i18n';

/** The pie categories' colours: advance notice, unhandled, in time, late, overdue. */
const STATE_COLOURS: Record<RecordState, string> = { 0: 'blue', 1: 'orange', 2: 'green', 3: 'gold', 4: 'red' };
const PAGE_SIZE = 10;
type StateChoice = RecordState | 'all';

/** A plan's records by category, newest due first; each opens on `/mainRecord?id=`. */
export function PlanRecordsDrawer({ plan, onClose }: { plan: PlanRecord; onClose: () => void }) {
  const { t } = useTranslation(PLANS_NS);
  const [state, setState] = useState<StateChoice>('all');
  const [pageNum, setPageNum] = useState(1);
  const query = usePlanRecords(plan.id, state === 'all' ? undefined : state, pageNum, PAGE_SIZE);

  const columns: TableColumnsType<MaintenanceRecordRow> = [
    { key: 'dueTime', title: t('dueTime'), dataIndex: 'dueTime' },
    {
      key: 'state',
      title: t('status'),
      render: (_, row) => <Tag color={STATE_COLOURS[row.state]}>{t(`states.${row.state}`)}</Tag>,
    },
    { key: 'doneTime', title: t('doneTime'), dataIndex: 'doneTime' },
    { key: 'doneBy', title: t('doneBy'), render: (_, row) => row.doneBy?.name ?? '' },
    {
      key: 'result',
      title: t('result'),
      render: (_, row) => (row.result === null ? '' : t(`results.${row.result}`)),
    },
    {
      key: 'open',
      title: '',
      render: (_, row) => (
        <Link to={`/mainRecord?id=${row.id}`} data-testid="plan-record-open">
          {t('open')}
        </Link>
      ),
    },
  ];

  return (
    <Drawer
      open
      size="large"
      onClose={onClose}
      title={<div style={{ overflowWrap: 'anywhere' }}>{t('recordsOf', { name: plan.name })}</div>}
    >
      <div data-testid="plan-records-drawer">
        {/* Buttons that wrap: the English categories do not fit one row of the drawer. */}
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={state}
          onChange={(event) => {
            setState(event.target.value as StateChoice);
            setPageNum(1);
          }}
          options={[
            { value: 'all', label: t('allStates') },
            ...RECORD_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
          ]}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 16 }}
        />
        <Table<MaintenanceRecordRow>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          columns={columns}
          dataSource={query.data?.records ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noRecords')} /> }}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPageNum }}
        />
      </div>
    </Drawer>
  );
}
