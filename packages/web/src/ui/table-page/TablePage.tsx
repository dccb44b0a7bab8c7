import { DeleteOutlined, DownloadOutlined, DownOutlined, PlusOutlined, UpOutlined } from '@ant-design/icons';
import { TABLE_PAGE_SIZES } from '@iot/contract';
import { App, Button, Card, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../api/feedback';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { ColumnSettings } from './ColumnSettings';
import { downloadCsv, toCsv } from './export-csv';
import { QueryForm } from './QueryForm';
import { RowActions } from './RowActions';
import type { PageRequest, PageResult, QueryField, TableColumn } from './types';
import { useColumnSettings } from './useColumnSettings';
import { useReloadTable, useTableData } from './useTableData';

interface TablePageProps<T extends { id: number }> {
  /** The page's componentName: names its button permissions and its column settings. */
  tableType: string;
  columns: readonly TableColumn<T>[];
  queryFields?: readonly QueryField[];
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>;
  /** Tree tables (departments) come whole, without paging. */
  paged?: boolean;
  childrenColumnName?: string;
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  onDelete?: (id: number) => Promise<unknown>;
  rowExtra?: (row: T) => ReactNode;
  /** Rows the server would refuse to change (a built-in role) get no edit button. */
  canEditRow?: (row: T) => boolean;
  /** Rows the server would refuse to delete (a domain in use) get no delete button and no checkbox. */
  canDeleteRow?: (row: T) => boolean;
  /** A detail shown under a row when it is expanded (not with tree tables). */
  expandedRowRender?: (row: T) => ReactNode;
  /** What an empty table says instead of the generic "no data". */
  emptyText?: ReactNode;
  /** The first page size (default the smallest of the table sizes). */
  defaultPageSize?: number;
  /** Query parameters the screen sets itself (a chosen tree node), merged into the form's. */
  fixedParam?: Record<string, unknown>;
  /** Left of the add button (screen-specific buttons). */
  toolbarExtra?: ReactNode;
  /** Width of the actions column (default 180). */
  actionsWidth?: number;
}

function flatten<T>(rows: readonly T[], childrenKey: string | undefined): T[] {
  if (!childrenKey) return [...rows];
  return rows.flatMap((row) => [
    row,
    ...flatten(((row as Record<string, unknown>)[childrenKey] as T[]) ?? [], childrenKey),
  ]);
}

/** The generic list screen: query, add, batch delete, expand or collapse, export, row actions, paging. */
export function TablePage<T extends { id: number }>(props: TablePageProps<T>) {
  const { tableType, columns, queryFields = [], fetchPage, paged = true, childrenColumnName } = props;
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canCreate = useButtonPermission(tableType, 'create');
  const canUpdate = useButtonPermission(tableType, 'update');
  const canDelete = useButtonPermission(tableType, 'delete');
  const { query, pageNum, pageSize, param, sort, search, changePage, changeSort } = useTableData(tableType, fetchPage, {
    defaultPageSize: props.defaultPageSize,
    fixedParam: props.fixedParam,
  });
  const reload = useReloadTable(tableType);
  const settings = useColumnSettings(tableType);
  const [selected, setSelected] = useState<Key[]>([]);
  const [queryOpen, setQueryOpen] = useState(true);
  const records = query.data?.records ?? [];
  const visible = columns.filter((column) => !settings.hidden.includes(column.key));
  const onDelete = canDelete ? props.onDelete : undefined;
  const onEdit = canUpdate ? props.onEdit : undefined;
  const editable = (row: T) => props.canEditRow?.(row) ?? true;
  const deletable = (row: T) => props.canDeleteRow?.(row) ?? true;

  const remove = async (ids: number[]) => {
    if (!onDelete) return;
    await Promise.all(ids.map((id) => onDelete(id)));
    showSuccess(t('common.deleted'));
    setSelected([]);
    reload();
  };

  const confirmBatchDelete = () =>
    modal.confirm({
      title: t('table.batchDeleteConfirm', { count: selected.length }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove(selected.map(Number)).catch(() => reload()),
    });

  const hasRowActions = Boolean(onEdit || onDelete || props.rowExtra);
  const tableColumns: TableColumnsType<T> = [
    ...visible.map((column) => ({
      key: column.key,
      title: column.title,
      dataIndex: column.dataIndex,
      width: column.width,
      sorter: column.sortable,
      sortOrder:
        column.sortable && sort?.field === column.key
          ? sort.ascending
            ? ('ascend' as const)
            : ('descend' as const)
          : null,
      render: column.render ? (_: unknown, row: T) => column.render?.(row) : undefined,
    })),
  ];
  if (hasRowActions) {
    tableColumns.push({
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      width: props.actionsWidth ?? 180,
      render: (_: unknown, row: T) => (
        <RowActions
          extra={props.rowExtra?.(row)}
          onEdit={onEdit && editable(row) ? () => onEdit(row) : undefined}
          onDelete={onDelete && deletable(row) ? () => remove([row.id]) : undefined}
        />
      ),
    });
  }

  const canAdd = canCreate && props.onAdd !== undefined;
  const emptyText = props.emptyText ?? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        Object.keys(param).length > 0
          ? t('table.noMatch')
          : `${t('table.empty')}${canAdd ? ` ${t('table.emptyAddHint')}` : ''}`
      }
    />
  );

  return (
    <Card data-testid={`table-page-${tableType}`}>
      {queryOpen && queryFields.length > 0 ? <QueryForm fields={queryFields} onQuery={search} /> : null}
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={8}>
          {props.toolbarExtra}
          {canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd} data-testid="table-add">
              {t('common.add')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => void confirmBatchDelete()}
            >
              {t('table.batchDelete')}
            </Button>
          ) : null}
          <Button
            icon={<DownloadOutlined />}
            onClick={() => downloadCsv(`${tableType}.csv`, toCsv(flatten(records, childrenColumnName), visible))}
          >
            {t('table.export')}
          </Button>
        </Flex>
        <Flex gap={8}>
          {queryFields.length > 0 ? (
            <Button icon={queryOpen ? <UpOutlined /> : <DownOutlined />} onClick={() => setQueryOpen((v) => !v)}>
              {queryOpen ? t('table.collapse') : t('table.expand')}
            </Button>
          ) : null}
          <ColumnSettings
            columns={columns}
            hidden={settings.hidden}
            onVisible={settings.setVisible}
            onReset={settings.reset}
          />
        </Flex>
      </Flex>
      <Table<T>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={tableColumns}
        dataSource={records}
        scroll={{ x: 'max-content' }}
        expandable={
          childrenColumnName
            ? { childrenColumnName }
            : props.expandedRowRender
              ? { expandedRowRender: props.expandedRowRender }
              : undefined
        }
        locale={{ emptyText }}
        onChange={(_pagination, _filters, sorter) => {
          // Paging goes through the pager's onChange; this one only follows the sort.
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = one?.order ? String(one.columnKey) : undefined;
          const next = field ? { field, ascending: one?.order === 'ascend' } : undefined;
          if (next?.field !== sort?.field || next?.ascending !== sort?.ascending) changeSort(next);
        }}
        rowSelection={
          onDelete
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                checkStrictly: true,
                getCheckboxProps: (row: T) => ({ disabled: !deletable(row) }),
              }
            : undefined
        }
        pagination={
          paged
            ? {
                current: pageNum,
                pageSize,
                total: query.data?.total ?? 0,
                pageSizeOptions: TABLE_PAGE_SIZES.map(String),
                showSizeChanger: true,
                showTotal: (total) => t('table.total', { total }),
                onChange: changePage,
              }
            : false
        }
      />
    </Card>
  );
}
