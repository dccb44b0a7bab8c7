import { AimOutlined } from '@ant-design/icons';
import { configFlowViewUrl, type MapPosition } from '@iot/contract';
import { Button, Card, Flex, Segmented, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMapTiles } from '../../ui/map/api';
import { MAP_NS } from '../../ui/map/i18n';
import { MARKER_COLOURS, placedMarkers, type MarkerState } from '../../ui/map/marker-state';
import { MarkerPopup } from '../../ui/map/MarkerPopup';
import type { MapFocus, MapView } from '../../ui/map/RegionMap';
import { useAddressTree, useDeviceMarkers, useMapPosition } from './api';
import { AddressTree } from './components/AddressTree';
import { FrameDialog } from './components/FrameDialog';
import { InitialPositionDialog } from './components/InitialPositionDialog';
import { DEVICE_MAP_NS } from './i18n';
import { FRAME_ZOOM, parseMapQuery } from './map-query';
import './device-map.css';

// Leaflet loads with the first map, in a chunk of its own.
const RegionMap = lazy(() => import('../../ui/map/RegionMap'));

type MapStyle = 'region' | 'tiles';
/** The style switch's choice, kept on this browser. */
const STYLE_KEY = 'deviceMapStyle';
const STATES = Object.keys(MARKER_COLOURS) as MarkerState[];

function storedStyle(): MapStyle {
  return localStorage.getItem(STYLE_KEY) === 'tiles' ? 'tiles' : 'region';
}

/**
 * The device map (visual-side 2.6): devices by address on the left; on the right the drill-down map
 * with live markers, the style switch and the initial-position dialog. `standalone` fills the window
 * (`/map`, `/amap`, also inside frames).
 */
function DeviceMapView({ standalone }: { standalone: boolean }) {
  const { t } = useTranslation(DEVICE_MAP_NS);
  const { t: tm } = useTranslation(MAP_NS);
  const query = parseMapQuery(useSearchParams()[0]);
  const tree = useAddressTree();
  const markers = useDeviceMarkers();
  const position = useMapPosition();
  const tiles = useMapTiles();
  const [style, setStyle] = useState<MapStyle>(storedStyle);
  const [focus, setFocus] = useState<MapFocus>();
  const [view, setView] = useState<MapView>();
  const [dialog, setDialog] = useState<MapPosition>();
  const [frame, setFrame] = useState<{ title: string; src: string }>();
  const all = markers.data ?? [];
  const unplaced = all.length - placedMarkers(all).length;
  const hasTiles = Boolean(tiles.data?.url);
  const shownStyle = hasTiles ? style : 'region';
  // The address's centre and zoom win; then the user's saved position; else the country.
  const initialView: MapView | undefined = query.centre
    ? { ...query.centre, zoom: query.zoom ?? FRAME_ZOOM.initial }
    : (position.data ?? undefined);

  const chooseStyle = (next: MapStyle) => {
    localStorage.setItem(STYLE_KEY, next);
    setStyle(next);
  };
  const ready = tiles.data && !position.isLoading;

  return (
    <Flex gap={12} className={standalone ? 'device-map device-map-standalone' : 'device-map'} data-testid="device-map">
      <Card size="small" title={t('tree')} className="device-map-side" styles={{ body: { padding: 8 } }}>
        <Spin spinning={tree.isLoading}>
          <AddressTree
            nodes={tree.data ?? []}
            onPick={(pick) => setFocus({ lat: pick.lat, lng: pick.lng, depth: pick.depth, markerId: pick.deviceId })}
          />
        </Spin>
      </Card>
      <Card
        size="small"
        className="device-map-main"
        styles={{ body: { flex: 1, padding: 0, position: 'relative', minHeight: 0 } }}
        title={
          <Flex gap={12} align="center" wrap>
            {STATES.map((state) => (
              <span key={state} className="device-map-legend">
                <span className="device-map-dot" style={{ background: MARKER_COLOURS[state] }} />
                {tm(`state.${state}`)}
              </span>
            ))}
            {unplaced > 0 && <Typography.Text type="secondary">{t('unplaced', { count: unplaced })}</Typography.Text>}
            {!hasTiles && tiles.data && <Typography.Text type="secondary">{t('noTiles')}</Typography.Text>}
          </Flex>
        }
        extra={
          <Flex gap={8}>
            <Button
              size="small"
              icon={<AimOutlined />}
              data-testid="initial-position"
              onClick={() => setDialog(roundView(view ?? initialView ?? { lat: 35.2, lng: 104.3, zoom: 4 }))}
            >
              {t('initial')}
            </Button>
            {!query.framed && hasTiles && (
              <Segmented<MapStyle>
                size="small"
                value={shownStyle}
                onChange={chooseStyle}
                data-testid="map-style"
                options={[
                  { value: 'region', label: t('style.region') },
                  { value: 'tiles', label: t('style.tiles') },
                ]}
              />
            )}
          </Flex>
        }
      >
        {ready ? (
          <Suspense fallback={<Spin className="device-map-center" />}>
            <RegionMap
              key={shownStyle}
              markers={all}
              tiles={shownStyle === 'tiles' ? (tiles.data ?? null) : null}
              theme="light"
              initialView={initialView}
              focus={focus}
              countryLabel={tm('country')}
              minZoom={query.framed ? FRAME_ZOOM.min : 3}
              maxZoom={query.framed ? FRAME_ZOOM.max : 18}
              onView={setView}
              renderPopup={(marker) => (
                <MarkerPopup
                  marker={marker}
                  refusal="map"
                  onFlow={(id) => setFrame({ title: `${marker.name} · ${t('flow')}`, src: configFlowViewUrl(id) })}
                  onCamera={(id) =>
                    setFrame({ title: `${marker.name} · ${t('camera')}`, src: `/localvideoc?id=${id}` })
                  }
                />
              )}
            />
          </Suspense>
        ) : (
          <Spin className="device-map-center" />
        )}
      </Card>
      {dialog && <InitialPositionDialog current={dialog} onClose={() => setDialog(undefined)} />}
      {frame && <FrameDialog {...frame} onClose={() => setFrame(undefined)} />}
    </Flex>
  );
}

const roundView = (v: MapView): MapPosition => ({
  lat: Math.round(v.lat * 1e5) / 1e5,
  lng: Math.round(v.lng * 1e5) / 1e5,
  zoom: Math.min(18, Math.max(3, Math.round(v.zoom))),
});

/** `/hardwareMap`, in the main layout. */
export function DeviceMapPage() {
  return <DeviceMapView standalone={false} />;
}

/** `/map` and `/amap?onType&mapInit&zoomSize`: the same map filling its window or frame. */
export function StandaloneMapPage() {
  return <DeviceMapView standalone />;
}
