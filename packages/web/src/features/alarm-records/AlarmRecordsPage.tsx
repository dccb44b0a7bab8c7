import type { AlarmListType, AlarmRecordRow } from '@iot/contract';
import { AlarmListType as ListType } from '@iot/contract';
import { Button, Empty, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePage } from '../../ui/table-page/TablePage';
import { useReloadTable } from '../../ui/table-page/useTableData';
import type { TimeFilterValue } from './alarm-query';
import { fetchAlarmPage } from './api';
import { alarmColumns } from './components/alarm-columns';
import { alarmQueryFields } from './components/alarm-query-fields';
import { AlarmDetail } from './components/AlarmDetail';
import { TimeFilter } from './components/FilterInputs';
import { ALARMS_NS } from './i18n';

const TABLE = 'alertInfo';

/** `/alertInfo`: current or all alarms with their filters; a record's detail replaces the list. */
export function AlarmRecordsPage() {
  const { t } = useTranslation(ALARMS_NS);
  const reload = useReloadTable(TABLE);
  const [type, setType] = useState<AlarmListType>(ListType.current);
  const [time, setTime] = useState<TimeFilterValue>({});
  const [selected, setSelected] = useState<AlarmRecordRow | null>(null);

  return (
    <>
      {selected ? (
        <AlarmDetail recordId={selected.id} initial={selected} onBack={() => setSelected(null)} onChanged={reload} />
      ) : null}
      {/* Hidden, not unmounted: back from the detail finds the same query and page. */}
      <div style={selected ? { display: 'none' } : undefined} data-testid="alarm-records">
        <TablePage<AlarmRecordRow>
          tableType={TABLE}
          columns={alarmColumns(t)}
          queryFields={alarmQueryFields(t)}
          fixedParam={{ type, time }}
          fetchPage={fetchAlarmPage}
          emptyText={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={type === ListType.current ? t('noCurrent') : t('noAlarms')}
            />
          }
          actionsWidth={90}
          toolbarExtra={
            <>
              <Segmented<AlarmListType>
                value={type}
                onChange={setType}
                options={[ListType.current, ListType.all].map((value) => ({
                  value,
                  label: t(`listTypes.${value}`),
                }))}
                data-testid="alarm-list-type"
              />
              <TimeFilter value={time} onChange={setTime} />
            </>
          }
          rowExtra={(row) => (
            <Button type="link" size="small" onClick={() => setSelected(row)} data-testid="alarm-detail-open">
              {t('detail')}
            </Button>
          )}
        />
      </div>
    </>
  );
}
