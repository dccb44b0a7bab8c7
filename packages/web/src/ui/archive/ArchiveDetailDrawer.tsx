import { Descriptions, Drawer, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { useArchive } from './api';
import { ARCHIVE_NS } from './i18n';

/** `GET /device/archives/{id}`: the archive and its template items (the archive list, the shares list). */
export function ArchiveDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(ARCHIVE_NS);
  const archive = useArchive(id);
  const data = archive.data;
  return (
    <Drawer open size={640} title={data?.name ?? t('detail')} onClose={onClose} data-testid="archive-detail">
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'nameplate', label: t('nameplate'), children: data.nameplate },
              { key: 'fixedAssetsNo', label: t('fixedAssetsNo'), children: data.fixedAssetsNo },
              {
                key: 'device',
                label: t('device'),
                children: data.device ? `${data.device.name} (${data.device.identity})` : t('noDevice'),
              },
              { key: 'company', label: t('company'), children: data.companyName },
              { key: 'createTime', label: t('createTime'), children: formatDate(data.createTime) },
              { key: 'description', label: t('description'), children: data.description },
            ]}
          />
          <h4 style={{ margin: '16px 0 8px' }}>{t('mouldItems')}</h4>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.mouldItems}
            columns={[
              { key: 'name', title: t('itemName'), dataIndex: 'name' },
              { key: 'unit', title: t('itemUnit'), dataIndex: 'unit' },
              { key: 'description', title: t('itemDescription'), dataIndex: 'description' },
              {
                key: 'varId',
                title: t('itemVariable'),
                render: (_: unknown, row) => (row.varId ? `#${row.varId}` : ''),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
