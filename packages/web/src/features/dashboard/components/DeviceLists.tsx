import type { ArchiveRecord, DeviceMarker } from '@iot/contract';
import { Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DashboardTarget } from '../api';
import { MARKER_COLOURS } from '../../../ui/map/marker-state';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';

export type ListTab = DashboardTarget['kind'];

interface Row {
  id: number;
  name: string;
  identity: string;
  online?: boolean;
}

export interface DeviceListsProps {
  tab: ListTab;
  onTab: (tab: ListTab) => void;
  archives: readonly ArchiveRecord[];
  gateways: readonly DeviceMarker[];
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (target: DashboardTarget) => void;
}

const archiveRow = (a: ArchiveRecord): Row => ({
  id: a.id,
  name: a.name,
  identity: a.nameplate || a.device?.identity || '',
});
const gatewayRow = (g: DeviceMarker): Row => ({
  id: g.id,
  name: g.name,
  identity: g.identity,
  online: g.isonline === 1,
});

/** The list tabs: devices (archives) and hardware (gateways); the selected row drives the right panel. */
export function DeviceLists({ tab, onTab, archives, gateways, loading, selectedId, onSelect }: DeviceListsProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const rows = tab === 'archive' ? archives.map(archiveRow) : gateways.map(gatewayRow);
  const columns: ColumnsType<Row> = [
    { title: t('lists.name'), dataIndex: 'name', ellipsis: true },
    { title: t('lists.identity'), dataIndex: 'identity', ellipsis: true },
  ];
  if (tab === 'device') {
    columns.push({
      title: t('lists.state'),
      dataIndex: 'online',
      width: 80,
      render: (online: boolean) => (
        <Tag color={online ? MARKER_COLOURS.online : MARKER_COLOURS.offline}>
          {t(online ? 'map.state.online' : 'map.state.offline')}
        </Tag>
      ),
    });
  }

  return (
    <Panel title={null} className="dashboard-lists dashboard-table-panel" testId="dashboard-lists">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => onTab(key as ListTab)}
        items={[
          { key: 'archive', label: t('lists.devices') },
          { key: 'device', label: t('lists.hardware') },
        ]}
      />
      <Table<Row>
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        rowClassName={(row) => (row.id === selectedId ? 'dashboard-row-selected' : '')}
        onRow={(row) => ({ onClick: () => onSelect({ kind: tab, id: row.id }) })}
      />
    </Panel>
  );
}
