import type { ArchiveRecord, DeviceMarker, ReportRecord } from '@iot/contract';
import { Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTarget } from '../api';
import { MARKER_COLOURS } from '../../../ui/map/marker-state';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';
import { useBoxHeight } from './useBoxHeight';

/** The small table's header row: the rest of the box scrolls the rows. */
const HEADER_PX = 39;

/** Devices (1), hardware (2) and reports (3). */
export type ListTab = DashboardTarget['kind'] | 'report';

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
  /** Null: the caller may not generate reports, and the tab is not shown. */
  reports: readonly ReportRecord[] | null;
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (target: DashboardTarget) => void;
  onReport: (report: ReportRecord) => void;
}

const archiveRow = (a: ArchiveRecord): Row => ({
  id: a.id,
  name: a.name,
  identity: a.nameplate || a.device?.identity || '',
});
const reportRow = (r: ReportRecord, period: string): Row => ({ id: r.id, name: r.name, identity: period });
const gatewayRow = (g: DeviceMarker): Row => ({
  id: g.id,
  name: g.name,
  identity: g.identity,
  online: g.isonline === 1,
});

/**
 * The list tabs: devices (archives) and hardware (gateways), whose selected row drives the right panel,
 * and reports, whose row is generated and shown in the overlay.
 */
export function DeviceLists(props: DeviceListsProps) {
  const { tab, onTab, archives, gateways, reports, loading, selectedId, onSelect, onReport } = props;
  const { t } = useTranslation(DASHBOARD_NS);
  const periods = t('lists.periods', { returnObjects: true }) as string[];
  const box = useRef<HTMLDivElement>(null);
  const height = useBoxHeight(box);
  const rows =
    tab === 'report'
      ? (reports ?? []).map((r) => reportRow(r, periods[r.timeType] ?? ''))
      : tab === 'archive'
        ? archives.map(archiveRow)
        : gateways.map(gatewayRow);
  const columns: ColumnsType<Row> = [
    { title: t('lists.name'), dataIndex: 'name', ellipsis: true },
    { title: t(tab === 'report' ? 'lists.period' : 'lists.identity'), dataIndex: 'identity', ellipsis: true },
  ];
  if (tab === 'device') {
    columns.push({
      title: t('lists.state'),
      dataIndex: 'online',
      // The tag's width and no more: the name and number keep the rest of a 250 px list.
      width: 68,
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
          ...(reports ? [{ key: 'report', label: t('lists.reports') }] : []),
        ]}
      />
      <div ref={box} className="dashboard-fill">
        <Table<Row>
          size="small"
          rowKey="id"
          // Up to 500 archives: only the rows in view are rendered, so the list never stalls the wall.
          virtual
          scroll={{ y: Math.max(HEADER_PX, height - HEADER_PX) }}
          loading={loading}
          columns={columns}
          dataSource={rows}
          pagination={false}
          rowClassName={(row) => (tab !== 'report' && row.id === selectedId ? 'dashboard-row-selected' : '')}
          onRow={(row) => ({
            onClick: () => {
              if (tab !== 'report') return onSelect({ kind: tab, id: row.id });
              const report = reports?.find((r) => r.id === row.id);
              if (report) onReport(report);
            },
          })}
        />
      </div>
    </Panel>
  );
}
