import { ShareTargetType, type ShareKind, type ShareScope } from '@iot/contract';
import { App, Button, Empty, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../api/feedback';
import { formatDate } from '../../i18n/format-date';
import { ShareSelectorDialog } from '../pickers/ShareSelectorDialog';
import { ShareTargetTags } from '../pickers/ShareSelector';
import { clippedColumn } from '../table-page/ClippedText';
import { TablePage } from '../table-page/TablePage';
import type { TableColumn } from '../table-page/types';
import { useReloadTable } from '../table-page/useTableData';
import { shareFetcher, unshare, type ShareRow } from './api';
import { SHARE_LIST_NS } from './i18n';

export interface SharesTableProps {
  kind: ShareKind;
  /** The share page's componentName: its table settings. */
  tableType: string;
  scope: ShareScope;
  /** The title of the name column (archive, plan). */
  nameTitle: string;
  /** What an empty tab says. */
  emptyText: string;
  /** `scope` tells a thing shared with the caller (`mine`) from one it shared. */
  onView: (thingId: number, scope: ShareScope) => void;
}

/** One tab: what is shared with me (`mine`) or by me (`others`), with detail, edit and unshare. */
export function SharesTable({ kind, tableType, scope, nameTitle, emptyText, onView }: SharesTableProps) {
  const { t } = useTranslation(SHARE_LIST_NS);
  const { modal } = App.useApp();
  const reload = useReloadTable(tableType);
  const fetchPage = useMemo(() => shareFetcher(kind), [kind]);
  const [editing, setEditing] = useState<ShareRow | null>(null);
  const mine = scope === 'mine';
  // Shared with me directly: the target is the caller.
  const targetsOf = (row: ShareRow) =>
    mine ? row.targets.map((x) => (x.type === ShareTargetType.user ? { ...x, name: t('you') } : x)) : row.targets;

  const columns: TableColumn<ShareRow>[] = [
    clippedColumn('name', nameTitle, 300),
    clippedColumn('companyName', t('company'), 200),
    ...(mine
      ? [
          {
            key: 'sharedBy',
            title: t('sharedBy'),
            render: (row: ShareRow) => row.sharedBy?.name ?? '',
            exportValue: (row: ShareRow) => row.sharedBy?.name ?? '',
          },
        ]
      : []),
    {
      key: 'targets',
      title: mine ? t('via') : t('sharedWith'),
      render: (row) => <ShareTargetTags targets={targetsOf(row)} />,
      exportValue: (row) =>
        targetsOf(row)
          .map((x) => x.name)
          .join(', '),
    },
    {
      key: 'sharedAt',
      title: t('sharedAt'),
      render: (row) => formatDate(row.sharedAt),
      exportValue: (row) => formatDate(row.sharedAt),
    },
  ];

  const confirmUnshare = (row: ShareRow) =>
    modal.confirm({
      title: t('unshareConfirm', { name: row.name, count: row.targets.length }),
      okText: t('unshare'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await unshare(row);
        showSuccess(t('unshared'));
        reload();
      },
    });

  return (
    <>
      <TablePage<ShareRow>
        tableType={tableType}
        columns={columns}
        queryFields={[{ name: 'name', label: nameTitle }]}
        fixedParam={{ scope }}
        fetchPage={fetchPage}
        actionsWidth={mine ? 100 : 240}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
        rowExtra={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onView(row.thingId, scope)} data-testid="row-view">
              {t('detail')}
            </Button>
            {mine ? null : (
              <>
                <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="row-edit-share">
                  {t('editShare')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => void confirmUnshare(row)}
                  data-testid="row-unshare"
                >
                  {t('unshare')}
                </Button>
              </>
            )}
          </Space>
        )}
      />
      {editing ? (
        <ShareSelectorDialog
          thing={{ kind: editing.kind, thingId: editing.thingId }}
          name={editing.name}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}
