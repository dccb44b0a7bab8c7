import { REGION_LEVEL_ZOOM, type MapMarker } from '@iot/contract';
import { Flex, Segmented, Spin, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapBase, useMapTiles } from '../../../ui/map/api';
import { MAP_NS } from '../../../ui/map/i18n';
import { MarkerPopup } from '../../../ui/map/MarkerPopup';
import { MARKER_COLOURS, type MarkerState } from '../../../ui/map/marker-state';
import { DASHBOARD_NS } from '../i18n';
import type { PlacedMarker } from './marker-layer';
import { Panel } from './Panel';

// Leaflet and its styles load with the first map, in a chunk of their own.
const MarkerMap = lazy(() => import('./MarkerMap'));
const RegionMap = lazy(() => import('../../../ui/map/RegionMap'));

export type MapMode = 'gis' | 'region';
/** The map-mode flag of spec 3.6, kept on this browser. */
const MODE_KEY = 'mapMode';
const storedMode = (): MapMode => (localStorage.getItem(MODE_KEY) === 'region' ? 'region' : 'gis');

const STATES = Object.keys(MARKER_COLOURS) as MarkerState[];

export interface DashboardMapProps {
  /** Every placed gateway of the filter (up to the marker call's limit). */
  markers: readonly PlacedMarker[];
  /** Gateways the filter matches; more than the markers and the unplaced when the limit cut them. */
  total: number;
  /** Gateways of the filter without a position. */
  unplaced: number;
  selectedId: number | undefined;
  onSelect: (marker: MapMarker) => void;
  /** The filter, in the area's title bar. */
  toolbar: ReactNode;
  /** The marker popup's flow chart and camera, shown in the overlay. */
  onFlow: (marker: MapMarker, flowId: number) => void;
  onCamera: (marker: MapMarker, cameraId: number) => void;
  /** The overlay over the map (flow chart, video, report), when open. */
  overlay?: ReactNode;
}

/** The map area: markers by state on tiles, or on the plain base when no tiles are configured. */
export function DashboardMap(props: DashboardMapProps) {
  const { markers, total, unplaced, selectedId, onSelect, toolbar, onFlow, onCamera, overlay } = props;
  const { t } = useTranslation(DASHBOARD_NS);
  const { t: tm } = useTranslation(MAP_NS);
  const [mode, setMode] = useState<MapMode>(storedMode);
  const tiles = useMapTiles();
  const base = useMapBase();
  const popupOf = (marker: MapMarker) => (
    <MarkerPopup
      marker={marker}
      refusal="dashboard"
      onFlow={(id) => onFlow(marker, id)}
      onCamera={(id) => onCamera(marker, id)}
    />
  );
  const notes = [
    tiles.data && !tiles.data.url ? t('map.noTiles') : null,
    unplaced > 0 ? t('map.unplaced', { count: unplaced }) : null,
    total > markers.length + unplaced ? t('map.more', { shown: markers.length, total: total - unplaced }) : null,
  ].filter(Boolean);

  return (
    <Panel
      title={t('map.title')}
      extra={
        <Flex gap={8} align="center">
          <Segmented<MapMode>
            size="small"
            value={mode}
            data-testid="dashboard-map-mode"
            onChange={(next) => {
              localStorage.setItem(MODE_KEY, next);
              setMode(next);
            }}
            options={[
              { value: 'gis', label: t('map.gis') },
              { value: 'region', label: t('map.region') },
            ]}
          />
          {toolbar}
        </Flex>
      }
      className="dashboard-map-panel"
    >
      <div className="dashboard-map" data-testid="dashboard-map">
        {tiles.data ? (
          <Suspense fallback={<Spin className="dashboard-center" />}>
            {mode === 'gis' ? (
              <MarkerMap
                markers={markers}
                tiles={tiles.data}
                base={base.data}
                selectedId={selectedId}
                onSelect={onSelect}
                renderPopup={popupOf}
              />
            ) : (
              <RegionMap
                markers={markers}
                tiles={null}
                theme="dark"
                countryLabel={tm('country')}
                initialView={{ lat: 35.2, lng: 104.3, zoom: REGION_LEVEL_ZOOM.country }}
                renderPopup={popupOf}
              />
            )}
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
        {overlay}
      </div>
    </Panel>
  );
}
