import { CloudOutlined } from '@ant-design/icons';
import { CameraType, mediaFrameSrc, type CameraRecord } from '@iot/contract';
import { Button, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { clippedColumn } from '../../ui/table-page/ClippedText';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { deleteCamera, fetchCameras } from './api';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { CameraFormDialog } from './components/CameraFormDialog';
import { ProviderAccountDialog } from './components/ProviderAccountDialog';
import { CAMERAS_NS } from './i18n';

const TABLE = 'cameraManage';

const sourceOf = (row: CameraRecord) =>
  row.type === CameraType.cloud ? `${row.deviceSerial} / ${row.channelNo}` : row.streamUrl || row.rtspSource;

/** `/cameraManage`: the company's cameras, their sources and the devices and archives they watch. */
export function CameraManagePage() {
  const { t } = useTranslation(CAMERAS_NS);
  const reload = useReloadTable(TABLE);
  const [editing, setEditing] = useState<CameraRecord | null | undefined>(undefined);
  const [account, setAccount] = useState(false);
  const canUpdate = useButtonPermission(TABLE, 'update');

  const columns: TableColumn<CameraRecord>[] = [
    clippedColumn('channelName', t('channelName'), 200),
    {
      key: 'type',
      title: t('type'),
      render: (row) => <Tag color={row.type === CameraType.cloud ? 'blue' : 'green'}>{t(`types.${row.type}`)}</Tag>,
      exportValue: (row) => t(`types.${row.type}`),
      width: 110,
    },
    { key: 'source', title: t('source'), render: sourceOf, exportValue: sourceOf },
    {
      key: 'device',
      title: t('device'),
      render: (row) => (row.deviceName ? `${row.deviceName} (${row.deviceIdentity})` : '-'),
      exportValue: (row) => row.deviceIdentity ?? '',
    },
    { key: 'archiveName', title: t('archive'), render: (row) => row.archiveName ?? '-' },
    clippedColumn('companyName', t('company'), 180),
    {
      key: 'createTime',
      title: t('createTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];

  return (
    <>
      <TablePage<CameraRecord>
        tableType={TABLE}
        columns={columns}
        queryFields={[
          { name: 'channelName', label: t('channelName') },
          {
            name: 'type',
            label: t('type'),
            input: (
              <Select
                allowClear
                style={{ width: 140 }}
                options={[CameraType.cloud, CameraType.local].map((v) => ({ value: v, label: t(`types.${v}`) }))}
              />
            ),
          },
        ]}
        fetchPage={fetchCameras}
        toolbarExtra={
          canUpdate ? (
            <Button icon={<CloudOutlined />} onClick={() => setAccount(true)} data-testid="camera-account">
              {t('account')}
            </Button>
          ) : null
        }
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        onDelete={deleteCamera}
        actionsWidth={220}
        rowExtra={(row) => (
          <Button
            type="link"
            size="small"
            href={mediaFrameSrc.localVideo(row.id)}
            target="_blank"
            data-testid="camera-preview"
          >
            {t('preview')}
          </Button>
        )}
      />
      {editing !== undefined ? (
        <CameraFormDialog camera={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      ) : null}
      {account ? <ProviderAccountDialog onClose={() => setAccount(false)} /> : null}
    </>
  );
}
