import type { ArchiveDetail, ArchiveRecord } from '@iot/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { getArchive } from '../../ui/archive/api';
import { ArchiveDetailDrawer } from '../../ui/archive/ArchiveDetailDrawer';
import { DialogAction } from '../../ui/DialogAction';
import '../../ui/pickers/i18n';
import { ShareSelectorDialog } from '../../ui/pickers/ShareSelectorDialog';
import { clippedColumn } from '../../ui/table-page/ClippedText';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteArchive, fetchArchives } from './api';
import { ArchiveFormDialog } from './components/ArchiveFormDialog';
import { ARCHIVES_NS } from './i18n';

const TABLE = 'deviceInfo';

/** `/deviceInfo`: device archives (nameplate, assets number, linked device, template items). */
export function DeviceArchivesPage() {
  const { t } = useTranslation(ARCHIVES_NS);
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<ArchiveDetail | null | undefined>(undefined);
  const [viewing, setViewing] = useState<number | null>(null);

  const columns: TableColumn<ArchiveRecord>[] = [
    clippedColumn('name', t('name'), 240),
    { key: 'nameplate', title: t('nameplate'), dataIndex: 'nameplate' },
    { key: 'fixedAssetsNo', title: t('fixedAssetsNo'), dataIndex: 'fixedAssetsNo' },
    {
      key: 'device',
      title: t('device'),
      render: (row) => (row.device ? `${row.device.name} (${row.device.identity})` : t('noDevice')),
      exportValue: (row) => row.device?.identity ?? '',
    },
    clippedColumn('description', t('description'), 200),
    clippedColumn('companyName', t('company'), 200),
    {
      key: 'createTime',
      title: t('createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];

  return (
    <>
      <TablePage<ArchiveRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[{ name: 'name', label: t('name') }]}
        fetchPage={fetchArchives}
        onAdd={() => setEditing(null)}
        onEdit={(row) => void getArchive(row.id).then(setEditing)}
        onDelete={deleteArchive}
        actionsWidth={230}
        rowExtra={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setViewing(row.id)} data-testid="row-view">
              {t('detail')}
            </Button>
            <DialogAction
              page={TABLE}
              button="read"
              allowed={row.canShare}
              label={t('share')}
              testId="row-share"
              dialog={(close) => (
                <ShareSelectorDialog thing={{ kind: 'archive', thingId: row.id }} name={row.name} onClose={close} />
              )}
            />
          </Space>
        )}
      />
      {editing !== undefined ? (
        <ArchiveFormDialog archive={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      ) : null}
      {viewing !== null ? <ArchiveDetailDrawer id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
