import type { FirmwareRecord } from '@iot/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { formatDate } from '../../i18n/format-date';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteFirmware, fetchFirmwarePage } from './api';
import { EditDialog } from './components/EditDialog';
import { PublishSwitch } from './components/PublishSwitch';
import { Sha256 } from './components/Sha256';
import { UploadDialog } from './components/UploadDialog';
import { formatSize } from '../../ui/format-size';
import { FIRMWARE_NS } from './i18n';

const TABLE = 'firmware';

/** Firmware versions: upload, release notes, publish to devices, delete. */
export function FirmwarePage() {
  const { t } = useTranslation(FIRMWARE_NS);
  const { t: tc } = useTranslation();
  const canUpdate = useButtonPermission(TABLE, 'update');
  const canPublish = useButtonPermission(TABLE, 'publish');
  const reload = useReloadTable(TABLE);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<FirmwareRecord | null>(null);
  const yesNo = (value: 0 | 1) => (value ? tc('common.yes') : tc('common.no'));

  const columns: TableColumn<FirmwareRecord>[] = [
    { key: 'version', title: t('version'), dataIndex: 'version' },
    { key: 'modelName', title: t('modelName'), dataIndex: 'modelName' },
    { key: 'publishContent', title: t('publishContent'), dataIndex: 'publishContent', width: 240 },
    {
      key: 'ispublish',
      title: t('published'),
      render: (row) => <PublishSwitch row={row} editable={canUpdate && canPublish} onChanged={reload} />,
      exportValue: (row) => yesNo(row.ispublish),
    },
    { key: 'fileName', title: t('fileName'), dataIndex: 'fileName' },
    {
      key: 'size',
      title: t('size'),
      render: (row) => formatSize(row.size),
      exportValue: (row) => row.size,
    },
    {
      key: 'sha256',
      title: t('sha256'),
      render: (row) => <Sha256 value={row.sha256} />,
      exportValue: (row) => row.sha256,
    },
    {
      key: 'createTime',
      title: tc('common.createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];

  return (
    <>
      <TablePage<FirmwareRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[
          { name: 'version', label: t('version') },
          { name: 'modelName', label: t('modelName') },
          {
            name: 'ispublish',
            label: t('published'),
            input: (
              <Select
                allowClear
                options={[
                  { value: 1, label: tc('common.yes') },
                  { value: 0, label: tc('common.no') },
                ]}
              />
            ),
          },
        ]}
        fetchPage={fetchFirmwarePage}
        onAdd={() => setUploading(true)}
        onEdit={setEditing}
        onDelete={deleteFirmware}
      />
      {uploading ? <UploadDialog onClose={() => setUploading(false)} onSaved={reload} /> : null}
      {editing ? <EditDialog firmware={editing} onClose={() => setEditing(null)} onSaved={reload} /> : null}
    </>
  );
}
