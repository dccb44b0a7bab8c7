import { ShareTargetType, type ShareScope } from '@iot/contract';
import { App, Button, Empty, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { formatDate } from '../../../i18n/format-date';
import { ARCHIVE_NS } from '../../../ui/archive/i18n';
import { ShareSelectorDialog } from '../../../ui/pickers/ShareSelectorDialog';
import { ShareTargetTags } from '../../../ui/pickers/ShareSelector';
import { clippedColumn } from '../../../ui/table-page/ClippedText';
import { TablePage } from '../../../ui/table-page/TablePage';
import type { TableColumn } from '../../../ui/table-page/types';
import { useReloadTable } from '../../../ui/table-page/useTableData';
import { fetchArchiveShares, unshare, type ShareRow } from '../api';
import { ARCHIVE_SHARES_NS } from '../i18n';

const TABLE = 'eqArcShare';

interface SharesTableProps {
  scope: ShareScope;
  onView: (archiveId: number) => void;
}

/** One tab: what is shared with me (`mine`) or by me (`others`), with detail, edit and unshare. */
export function SharesTable({ scope, onView }: SharesTableProps) {
  const { t } = useTranslation(ARCHIVE_SHARES_NS);
  const { t: ta } = useTranslation(ARCHIVE_NS);
  const { modal } = App.useApp();
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<ShareRow | null>(null);
  const mine = scope === 'mine';
  // Shared with me directly: the target is the caller.
  const targetsOf = (row: ShareRow) =>
    mine ? row.targets.map((x) => (x.type === ShareTargetType.user ? { ...x, name: t('you') } : x)) : row.targets;

  const columns: TableColumn<ShareRow>[] = [
    clippedColumn('name', ta('name'), 300),
    clippedColumn('companyName', ta('company'), 200),
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
        tableType={TABLE}
        columns={columns}
        queryFields={[{ name: 'name', label: ta('name') }]}
        fixedParam={{ scope }}
        fetchPage={fetchArchiveShares}
        actionsWidth={mine ? 100 : 240}
        emptyText={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={mine ? t('emptyMine') : t('emptyOthers')} />
        }
        rowExtra={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onView(row.thingId)} data-testid="row-view">
              {ta('detail')}
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
