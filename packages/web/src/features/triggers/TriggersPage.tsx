import { TRIGGER_TYPES, type TriggerRecord } from '@iot/contract';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteTrigger, fetchTriggerPage } from './api';
import { EnabledSwitch } from './components/EnabledSwitch';
import { FireButton } from './components/FireButton';
import { TriggerDialog } from './components/TriggerDialog';
import { TRIGGERS_NS } from './i18n';

const TABLE = 'triggerInfo';

/** `/triggerInfo`: the company's triggers; search, create, edit, enable or disable, fire, delete. */
export function TriggersPage() {
  const { t } = useTranslation(TRIGGERS_NS);
  const navigate = useNavigate();
  const canUpdate = useButtonPermission(TABLE, 'update');
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<TriggerRecord | null | undefined>(undefined);
  const typeOptions = TRIGGER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));

  const columns: TableColumn<TriggerRecord>[] = [
    {
      key: 'name',
      title: t('name'),
      render: (row) => (
        <Button type="link" size="small" onClick={() => void navigate(`/triggerInfo/${row.id}`)}>
          {row.name}
        </Button>
      ),
      exportValue: (row) => row.name,
    },
    {
      key: 'type',
      title: t('type'),
      render: (row) => t(`types.${row.type}`),
      exportValue: (row) => t(`types.${row.type}`),
    },
    {
      key: 'enabled',
      title: t('enabled'),
      render: (row) => <EnabledSwitch row={row} editable={canUpdate} onChanged={reload} />,
      exportValue: (row) => row.enabled,
    },
    { key: 'nextFireTime', title: t('nextFireTime'), dataIndex: 'nextFireTime' },
    { key: 'lastFireTime', title: t('lastFireTime'), dataIndex: 'lastFireTime' },
    { key: 'description', title: t('description'), dataIndex: 'description', width: 220 },
  ];

  return (
    <>
      <TablePage<TriggerRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[
          { name: 'name', label: t('name') },
          { name: 'type', label: t('type'), input: <Select allowClear options={typeOptions} /> },
        ]}
        fetchPage={fetchTriggerPage}
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={deleteTrigger}
        rowExtra={canUpdate ? (row) => <FireButton row={row} onFired={reload} /> : undefined}
        actionsWidth={220}
      />
      {editing !== undefined ? (
        <TriggerDialog trigger={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      ) : null}
    </>
  );
}
