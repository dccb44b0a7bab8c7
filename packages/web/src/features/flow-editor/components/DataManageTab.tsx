import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { MsgType } from '@iot/contract';
import { Button, Flex, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bindingRows,
  boundTargets,
  targetExists,
  withBindingAt,
  withoutBinding,
  type BindingRow,
} from '../../../editor/flow/bindings-table';
import { useExistingTargets } from '../api';
import { boundDevice } from '../binding-draft';
import { EDITOR_NS } from '../i18n';
import { BindDialog } from './BindDialog';
import type { PanelProps } from './panel-props';
import { ReplaceDeviceDialog } from './ReplaceDeviceDialog';

/**
 * The data-management panel (spec 2.1, 8): every binding of the flow in one table, each one's target
 * checked ("target does not exist" for a deleted variable), edited or removed; and the device replace tool.
 */
export function DataManageTab({ engine, onChange }: PanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [editing, setEditing] = useState<BindingRow | null>(null);
  const [replacing, setReplacing] = useState(false);
  const rows = bindingRows(engine.pens());
  const targets = boundTargets(rows);
  const existing = useExistingTargets(targets.devices, targets.customData);
  const store = (penId: string, data: Record<string, unknown> | null) => {
    if (!data) return;
    engine.setPenData(penId, 'iotData', data);
    onChange();
  };
  const source = ({ binding }: BindingRow) =>
    binding.msgType === MsgType.variable
      ? `${binding.desc ?? binding.deviceId} · ${binding.variableName ?? binding.varId}`
      : `${t('boundCustom')} · ${binding.variableName ?? binding.customDataId}`;
  const state = (row: BindingRow) => {
    if (!existing.data) return <Tag>{t('dmChecking')}</Tag>;
    return targetExists(row.binding, existing.data) ? (
      <Tag color="green">{t('dmOk')}</Tag>
    ) : (
      <Tag color="red" data-testid="binding-missing">
        {t('dmMissing')}
      </Tag>
    );
  };
  return (
    <Flex vertical gap={8} className="flow-panel-form" data-testid="data-manage">
      <Button size="small" onClick={() => setReplacing(true)} data-testid="replace-open">
        {t('replaceDevice')}
      </Button>
      <Table<BindingRow>
        size="small"
        rowKey="key"
        pagination={false}
        locale={{ emptyText: t('dmEmpty') }}
        dataSource={rows}
        onRow={(row) => ({ 'data-testid': 'binding-row', onClick: () => engine.select([row.penId]) }) as never}
        columns={[
          {
            title: `${t('dmPen')} / ${t('dmSource')}`,
            render: (_, row) => (
              <>
                <div className="flow-dm-pen">{row.penName}</div>
                <div className="flow-dm-binding">{source(row)}</div>
              </>
            ),
          },
          { title: t('dmState'), width: 104, render: (_, row) => state(row) },
          {
            title: '',
            width: 64,
            render: (_, row) => (
              <Flex gap={2}>
                <Button
                  size="small"
                  type="text"
                  aria-label={t('dmEdit')}
                  title={t('dmEdit')}
                  icon={<EditOutlined />}
                  onClick={() => setEditing(row)}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={t('dmRemove')}
                  title={t('dmRemove')}
                  icon={<DeleteOutlined />}
                  onClick={() => store(row.penId, withoutBinding(engine.pen(row.penId)?.iotData, row.index))}
                  data-testid="binding-remove"
                />
              </Flex>
            ),
          },
        ]}
      />
      {editing && (
        <BindDialog
          current={boundDevice(editing.binding)}
          onClose={() => setEditing(null)}
          onOk={(value) => {
            store(editing.penId, withBindingAt(engine.pen(editing.penId)?.iotData, editing.index, value));
            setEditing(null);
          }}
        />
      )}
      {replacing && <ReplaceDeviceDialog engine={engine} onChange={onChange} onClose={() => setReplacing(false)} />}
    </Flex>
  );
}
