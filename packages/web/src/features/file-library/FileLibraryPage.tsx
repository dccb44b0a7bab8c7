import { DownloadOutlined } from '@ant-design/icons';
import { FILE_EXTENSIONS, FILE_MAX_MB, type FileRecord } from '@iot/contract';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { formatDate } from '../../i18n/format-date';
import { formatSize } from '../../ui/format-size';
import { clippedColumn } from '../../ui/table-page/ClippedText';
import { TablePage } from '../../ui/table-page/TablePage';
import type { TableColumn } from '../../ui/table-page/types';
import { useReloadTable } from '../../ui/table-page/useTableData';
import '../../ui/upload/i18n';
import { UploadButton } from '../../ui/upload/UploadButton';
import { deleteFile, fetchFiles, uploadFile } from './api';
import { FILES_NS } from './i18n';

const TABLE = 'filesTable';

/** `/filesTable`: the company's documents, uploaded, listed, downloaded (signed links) and deleted. */
export function FileLibraryPage() {
  const { t } = useTranslation(FILES_NS);
  const reload = useReloadTable(TABLE);
  const canUpload = useButtonPermission(TABLE, 'create');

  const columns: TableColumn<FileRecord>[] = [
    clippedColumn('fileName', t('fileName'), 320),
    { key: 'fileType', title: t('fileType'), dataIndex: 'fileType', width: 90 },
    {
      key: 'size',
      title: t('size'),
      render: (row) => formatSize(row.size),
      exportValue: (row) => row.size,
      width: 110,
    },
    { key: 'uploaderName', title: t('uploader'), dataIndex: 'uploaderName', width: 140 },
    clippedColumn('companyName', t('company'), 200),
    {
      key: 'createTime',
      title: t('uploadTime'),
      render: (row) => formatDate(row.createTime),
      exportValue: (row) => formatDate(row.createTime),
    },
  ];

  return (
    <TablePage<FileRecord>
      tableType={TABLE}
      columns={columns}
      queryFields={[{ name: 'fileName', label: t('fileName') }]}
      fetchPage={fetchFiles}
      onDelete={deleteFile}
      emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />}
      toolbarExtra={
        canUpload ? (
          <UploadButton
            send={uploadFile}
            onUploaded={reload}
            extensions={FILE_EXTENSIONS}
            maxMb={FILE_MAX_MB}
            label={t('upload')}
            testId="file-upload"
          />
        ) : null
      }
      rowExtra={(row) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          href={row.fileUrl}
          download={row.fileName}
          data-testid="file-download"
        >
          {t('download')}
        </Button>
      )}
    />
  );
}
