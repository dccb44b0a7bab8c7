import { configFlowViewUrl, HealthPeriod, reportUrls, type MapMarker, type ReportRecord } from '@iot/contract';
import { ConfigProvider, theme } from 'antd';
import { useState } from 'react';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { useArchiveOptions } from '../../ui/pickers/api';
import {
  generateReport,
  useDashboardCameras,
  useDashboardDevice,
  useDashboardMarkers,
  useDashboardOverview,
  useDashboardReports,
  type DashboardTarget,
} from './api';
import { AlarmListPanel, AlarmTypePanel } from './components/AlarmPanels';
import { CameraFeedPanel } from './components/CameraFeedPanel';
import { DashboardMap } from './components/DashboardMap';
import { DashboardOverlay, type OverlayState } from './components/DashboardOverlay';
import { DeviceLists, type ListTab } from './components/DeviceLists';
import { DevicePanel } from './components/DevicePanel';
import { HealthScorePanel } from './components/HealthScorePanel';
import { MaintenancePanel } from './components/MaintenancePanel';
import { MapFilter } from './components/MapFilter';
import { MonitorPanel } from './components/MonitorPanel';
import { OverviewPanel } from './components/OverviewPanel';
import { EMPTY_FILTER, type FilterForm } from './dashboard-rules';
import './dashboard.css';
import './dashboard-widgets.css';

const DARK = { algorithm: theme.darkAlgorithm, token: { colorPrimary: '#1f6feb', colorBgContainer: 'transparent' } };

/** The visual monitoring dashboard (visual-side 2.4, 4.4): a dark wall screen that stays live. */
export function DashboardPage() {
  const [filter, setFilter] = useState<FilterForm>(EMPTY_FILTER);
  const [chosenTab, setTab] = useState<ListTab>();
  const [chosenDeviceTab, setDeviceTab] = useState<DashboardTarget['kind']>();
  const [picked, setPicked] = useState<number | undefined>();
  const [period, setPeriod] = useState<HealthPeriod>(HealthPeriod.thisWeek);
  const [overlay, setOverlay] = useState<OverlayState>({ kind: 0 });
  const overview = useDashboardOverview(filter);
  const map = useDashboardMarkers(filter);
  const archives = useArchiveOptions();
  const canReports = useButtonPermission('luckyHome', 'export');
  const reports = useDashboardReports(canReports);
  const cameras = useDashboardCameras();
  const gateways = overview.data?.devices ?? [];
  // The devices tab first (spec: tab 1), the gateways when there are no archives to show. The report
  // tab leaves the right panel on the device chosen before.
  const deviceTab = chosenDeviceTab ?? (archives.data?.length === 0 ? 'device' : 'archive');
  const tab = chosenTab ?? deviceTab;
  const rows = deviceTab === 'archive' ? (archives.data ?? []) : gateways;
  // The picked row while the list (or, for a gateway, the map) holds it, else the list's first row (spec 4.4).
  const onMap = deviceTab === 'device' && (map.data?.markers.some((m) => m.id === picked) ?? false);
  const selectedId = onMap || rows.some((row) => row.id === picked) ? picked : rows[0]?.id;
  const device = useDashboardDevice(selectedId === undefined ? null : { kind: deviceTab, id: selectedId }, period);

  const changeTab = (next: ListTab) => {
    setTab(next);
    if (next === 'report') return;
    setDeviceTab(next);
    setPicked(undefined);
  };
  const selectMarker = (marker: MapMarker) => {
    changeTab('device');
    setPicked(marker.id);
  };
  /** Spec 4.4: a report row is generated now, then shown in the overlay for its period. */
  const openReport = async (report: ReportRecord) => {
    await generateReport(report.id);
    setOverlay({ kind: 3, title: report.name, src: reportUrls.shared(report.id, report.type, report.timeType) });
  };

  return (
    <ConfigProvider theme={DARK}>
      <div className="dashboard" data-testid="dashboard">
        <div className="dashboard-left">
          <OverviewPanel counters={overview.data?.baseFacts} />
          <MonitorPanel completionRate={overview.data?.dataMonitor.completionRate} />
          <DeviceLists
            tab={tab}
            onTab={changeTab}
            archives={archives.data ?? []}
            gateways={gateways}
            reports={canReports ? (reports.data?.records ?? []) : null}
            loading={{ archive: archives.isLoading, device: overview.isLoading, report: reports.isLoading }[tab]}
            selectedId={selectedId}
            onSelect={(target) => setPicked(target.id)}
            onReport={(report) => void openReport(report)}
          />
        </div>
        <DashboardMap
          markers={map.data?.markers ?? []}
          total={map.data?.total ?? 0}
          unplaced={map.data?.unplaced ?? 0}
          selectedId={deviceTab === 'device' ? selectedId : undefined}
          onSelect={selectMarker}
          toolbar={<MapFilter value={filter} onConfirm={setFilter} />}
          onFlow={(marker, id) => setOverlay({ kind: 1, title: marker.name, src: configFlowViewUrl(id) })}
          onCamera={(marker, id) => setOverlay({ kind: 2, title: marker.name, src: `/localvideoc?id=${id}` })}
          overlay={<DashboardOverlay state={overlay} onClose={() => setOverlay({ kind: 0 })} />}
        />
        <div className="dashboard-right">
          <DevicePanel detail={device.data} loading={device.isFetching && !device.data} />
          <HealthScorePanel
            score={device.data?.headlthScore}
            period={period}
            onPeriod={setPeriod}
            loading={device.isFetching && device.isPlaceholderData}
          />
        </div>
        <div className="dashboard-bottom">
          <AlarmListPanel alarms={overview.data?.alarmRecords} />
          <AlarmTypePanel types={overview.data?.alarmRecordTypeRatio} />
          <MaintenancePanel overview={overview.data} />
          <CameraFeedPanel cameras={cameras.data} loading={cameras.isPending} />
        </div>
      </div>
    </ConfigProvider>
  );
}
