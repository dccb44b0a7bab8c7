import type { DeviceRecord, VariableRecord } from '@iot/contract';
import { AlarmVarType } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { formatDate } from '../../../i18n/format-date';
import { useLiveValue } from '../../../live/useLive';
import { AlarmConfigButton } from '../../alarm-config';
import { deviceVariableTarget, isCharted, VariableHistoryButton } from '../../variable-history';
import { deleteVariable, deviceVariablesKey, useDeviceVariables, useLastValues } from '../api';
import { DEVICES_NS } from '../i18n';
import { IssueDialog } from './IssueDialog';
import { VariableFormDialog } from './VariableFormDialog';

const PAGE_SIZE = 15;

function formatValue(value: unknown, decimalPlaces: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toFixed(decimalPlaces);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface LastValue {
  nowValue: unknown;
  ts: number | null;
}

/** The stored last value (or its time), replaced by live messages while the tab is open. */
function LiveCell({
  identity,
  variable,
  last,
  show,
}: {
  identity: string;
  variable: VariableRecord;
  last: LastValue | undefined;
  show: 'value' | 'time';
}) {
  // The value and the time cells watch the same topic: the hub subscribes once for both.
  const live = useLiveValue(identity, variable.name);
  if (show === 'time') {
    const time = live ? (live.time ?? null) : (last?.ts ?? null);
    return <>{time ? formatDate(time) : ''}</>;
  }
  const value = live ? live.value : (last?.nowValue ?? variable.nowValue);
  if (value === null || value === undefined) return null;
  return (
    <span data-testid="variable-value">
      {formatValue(value, variable.decimalPlaces)} {variable.unit}
    </span>
  );
}

export function VariablesTab({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation(DEVICES_NS);
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const canUpdate = useButtonPermission('equipIndex', 'update');
  const canIssue = useButtonPermission('equipIndex', 'issue');
  const [pageNum, setPageNum] = useState(1);
  const variables = useDeviceVariables(device.id, pageNum, PAGE_SIZE);
  const lastValues = useLastValues(device.id);
  const [editing, setEditing] = useState<VariableRecord | null | undefined>(undefined);
  const [issuing, setIssuing] = useState<VariableRecord | null>(null);
  const lastOf = new Map((lastValues.data ?? []).map((v) => [v.varId, v]));
  const reload = () => {
    void client.invalidateQueries({ queryKey: deviceVariablesKey(device.id) });
    void client.invalidateQueries({ queryKey: ['device', device.id] });
  };

  const remove = async (id: number) => {
    await deleteVariable(id);
    showSuccess(tc('common.deleted'));
    reload();
  };

  return (
    <>
      {canUpdate ? (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing(null)} data-testid="variable-add">
          {t('addVariable')}
        </Button>
      ) : null}
      <Table<VariableRecord>
        rowKey="id"
        size="middle"
        loading={variables.isFetching}
        dataSource={variables.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        data-testid="variables-table"
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: variables.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNum,
        }}
        columns={[
          { key: 'name', title: t('varName'), dataIndex: 'name' },
          { key: 'description', title: t('description'), dataIndex: 'description' },
          { key: 'dataType', title: t('dataType'), dataIndex: 'dataType' },
          {
            key: 'nowValue',
            title: t('nowValue'),
            render: (_: unknown, row) => (
              <LiveCell identity={device.identity} variable={row} last={lastOf.get(row.id)} show="value" />
            ),
          },
          {
            key: 'time',
            title: t('valueTime'),
            render: (_: unknown, row) => (
              <LiveCell identity={device.identity} variable={row} last={lastOf.get(row.id)} show="time" />
            ),
          },
          { key: 'expression', title: t('expression'), dataIndex: 'expression' },
          { key: 'varType_1', title: t('varType1'), render: (_: unknown, row) => t(`varTypes.${row.varType_1}`) },
          {
            key: 'actions',
            title: tc('common.actions'),
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space size={0}>
                <AlarmConfigButton
                  page="equipIndex"
                  target={{
                    varType: AlarmVarType.variable,
                    id: row.id,
                    name: row.name,
                    dataType: row.dataType,
                    modelName: device.modelName,
                  }}
                />
                {isCharted(row.dataType) ? (
                  <VariableHistoryButton page="equipIndex" target={deviceVariableTarget(device, row)} />
                ) : null}
                {canIssue ? (
                  <Button type="link" size="small" onClick={() => setIssuing(row)} data-testid="variable-issue">
                    {t('issue')}
                  </Button>
                ) : null}
                {canUpdate ? (
                  <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="variable-edit">
                    {tc('common.edit')}
                  </Button>
                ) : null}
                {canUpdate ? (
                  <Popconfirm
                    title={tc('table.deleteConfirm')}
                    okText={tc('common.confirm')}
                    cancelText={tc('common.cancel')}
                    onConfirm={() => void remove(row.id).catch(() => undefined)}
                  >
                    <Button type="link" size="small" danger>
                      {tc('common.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <VariableFormDialog
          deviceId={device.id}
          variable={editing}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      ) : null}
      {issuing ? <IssueDialog variable={issuing} onClose={() => setIssuing(null)} /> : null}
    </>
  );
}
