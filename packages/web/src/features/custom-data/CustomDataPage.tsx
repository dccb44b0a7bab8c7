import type { CustomDataDetail, CustomDataRecord } from '@iot/contract';
import { AlarmVarType } from '@iot/contract';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../api/feedback';
import { formatDate } from '../../i18n/format-date';
import '../../ui/pickers/i18n';
import { AlarmConfigButton } from '../alarm-config';
import { customDataTarget, VariableHistoryButton } from '../variable-history';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteCustomData, fetchCustomData, getCustomData, useRepertoryTree } from './api';
import { CustomDataFormDialog } from './components/CustomDataFormDialog';
import { RepertoryTree } from './components/RepertoryTree';
import { CUSTOM_DATA_NS } from './i18n';

const TABLE = 'cusDataShare';

/** `/cusDataShare`: the repertory tree and the custom data of the chosen repertory. */
export function CustomDataPage() {
  const { t } = useTranslation(CUSTOM_DATA_NS);
  const tree = useRepertoryTree();
  const reload = useReloadTable(TABLE);
  const [repertoryId, setRepertoryId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<CustomDataDetail | null | undefined>(undefined);
  const repertories = tree.data ?? [];

  const columns: TableColumn<CustomDataRecord>[] = [
    { key: 'name', title: t('name'), dataIndex: 'name' },
    {
      key: 'type',
      title: t('type'),
      render: (row) => t(`types.${row.type}`),
      exportValue: (row) => t(`types.${row.type}`),
    },
    { key: 'unit', title: t('unit'), dataIndex: 'unit' },
    { key: 'description', title: t('description'), dataIndex: 'description' },
    {
      key: 'createTime',
      title: t('createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];

  const add = () => {
    const target = repertoryId ?? (repertories.length === 1 ? repertories[0]?.id : undefined);
    if (target === undefined && repertories.length === 0) showWarning(t('chooseRepertory'));
    else setEditing(null);
  };

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="260px">
        <RepertoryTree
          repertories={repertories}
          loading={tree.isLoading}
          selected={repertoryId}
          onSelect={setRepertoryId}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <TablePage<CustomDataRecord>
          tableType={TABLE}
          columns={columns}
          queryFields={[{ name: 'name', label: t('name') }]}
          fixedParam={repertoryId === undefined ? undefined : { repertoryId }}
          fetchPage={fetchCustomData}
          onAdd={add}
          onEdit={(row) => void getCustomData(row.id).then(setEditing)}
          onDelete={deleteCustomData}
          rowExtra={(row) => (
            <>
              <VariableHistoryButton page={TABLE} target={customDataTarget(row)} />
              <AlarmConfigButton
                page={TABLE}
                target={{ varType: AlarmVarType.customData, id: row.id, name: row.name }}
              />
            </>
          )}
        />
      </Col>
      {editing !== undefined ? (
        <CustomDataFormDialog
          item={editing}
          repertoryId={repertoryId ?? repertories[0]?.id}
          repertories={repertories}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            reload();
            void tree.refetch();
          }}
        />
      ) : null}
    </Row>
  );
}
