import type { DeviceMarker } from '@iot/contract';
import { Flex, Spin, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapBase, useMapTiles } from '../../../ui/map/api';
import { MARKER_COLOURS, placedMarkers, type MarkerState } from '../../../ui/map/marker-state';
import { DASHBOARD_NS } from '../i18n';
import { Panel } from './Panel';

// Leaflet and its styles load with the first map, in a chunk of their own.
const MarkerMap = lazy(() => import('./MarkerMap'));

const STATES = Object.keys(MARKER_COLOURS) as MarkerState[];

export interface DashboardMapProps {
  markers: readonly DeviceMarker[];
  /** Gateways the filter matches; more than the markers when the server paged them. */
  total: number;
  selectedId: number | undefined;
  onSelect: (marker: DeviceMarker) => void;
  /** The filter, in the area's title bar. */
  toolbar: ReactNode;
}

/** The map area: markers by state on tiles, or on the plain base when no tiles are configured. */
export function DashboardMap({ markers, total, selectedId, onSelect, toolbar }: DashboardMapProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const tiles = useMapTiles();
  const base = useMapBase();
  const unplaced = markers.length - placedMarkers(markers).length;
  const notes = [
    tiles.data && !tiles.data.url ? t('map.noTiles') : null,
    unplaced > 0 ? t('map.unplaced', { count: unplaced }) : null,
    total > markers.length ? t('map.more', { shown: markers.length, total }) : null,
  ].filter(Boolean);

  return (
    <Panel title={t('map.title')} extra={toolbar} className="dashboard-map-panel">
      <div className="dashboard-map" data-testid="dashboard-map">
        {tiles.data ? (
          <Suspense fallback={<Spin className="dashboard-center" />}>
            <MarkerMap
              markers={markers}
              tiles={tiles.data}
              base={base.data}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          </Suspense>
        ) : (
          <Spin className="dashboard-center" />
        )}
        <Flex className="dashboard-map-legend" vertical gap={2}>
          <Flex gap={10} wrap>
            {STATES.map((state) => (
              <span key={state}>
                <span className="dashboard-dot" style={{ background: MARKER_COLOURS[state] }} />
                {t(`map.state.${state}`)}
              </span>
            ))}
          </Flex>
          {notes.map((note) => (
            <Typography.Text key={note} type="secondary" style={{ fontSize: 12 }} data-testid="dashboard-map-note">
              {note}
            </Typography.Text>
          ))}
        </Flex>
      </div>
    </Panel>
  );
}
