import { Alert, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapBase, useMapTiles } from '../../../../ui/map/api';
import { MAP_PICKER_NS } from './i18n';
import type { LatLng } from './LeafletMap';

// Leaflet and its styles load with the first map, in a chunk of their own.
const LeafletMap = lazy(() => import('./LeafletMap'));

const HEIGHT = 320;
const frame = { height: HEIGHT, border: '1px solid #d9d9d9', borderRadius: 8, overflow: 'hidden' } as const;

/** The position map of a form: click to pick; the marker follows lat/lng set elsewhere. */
export function MapPicker({ value, onPick }: { value: LatLng | null; onPick: (point: LatLng) => void }) {
  const { t } = useTranslation(MAP_PICKER_NS);
  const tiles = useMapTiles();
  const base = useMapBase();
  const [tilesFailed, setTilesFailed] = useState(false);
  const loading = <Spin tip={t('loading')} style={{ display: 'block', paddingTop: HEIGHT / 2 - 20 }} />;
  const note = tiles.data && !tiles.data.url ? t('noTiles') : tilesFailed ? t('tilesFailed') : null;

  return (
    <div data-testid="map-picker">
      <Typography.Text type="secondary">{t('hint')}</Typography.Text>
      {note ? (
        <Alert type="info" showIcon title={note} style={{ margin: '8px 0' }} data-testid="map-picker-note" />
      ) : null}
      <div style={{ ...frame, marginTop: note ? 0 : 8 }}>
        {tiles.data ? (
          <Suspense fallback={loading}>
            <LeafletMap
              value={value}
              onPick={onPick}
              tiles={tiles.data}
              base={base.data}
              onTilesFailed={setTilesFailed}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </div>
  );
}
