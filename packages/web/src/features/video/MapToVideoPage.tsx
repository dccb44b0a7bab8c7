import type { CameraRecord } from '@iot/contract';
import { Card, Empty, Flex, Pagination, Radio, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useCameras } from './api';
import { CameraPlayer } from '../../ui/video/CameraPlayer';
import { VIDEO_NS } from './i18n';

const LAYOUTS = [1, 4, 9] as const;

/** The place of a camera: its bound device's province, city and county. */
const placeOf = (camera: CameraRecord) =>
  [camera.province, camera.city, camera.county].filter((p): p is string => Boolean(p));

/** province → city → county, each node keyed by its path ("浙江省/杭州市"); cameras without a place at "". */
function placeTree(cameras: readonly CameraRecord[], unplaced: string): TreeDataNode[] {
  const roots: TreeDataNode[] = [];
  const nodes = new Map<string, TreeDataNode>();
  for (const camera of cameras) {
    const place = placeOf(camera);
    let siblings = roots;
    let key = '';
    for (const name of place.length > 0 ? place : [unplaced]) {
      key = key ? `${key}/${name}` : name;
      let node = nodes.get(key);
      if (!node) {
        node = { key, title: name, children: [] };
        nodes.set(key, node);
        siblings.push(node);
      }
      siblings = node.children!;
    }
  }
  return roots;
}

/** `/maptovideo`: cameras by place (the bound devices' regions), shown 1, 4 or 9 at a time. */
export function MapToVideoPage() {
  const { t } = useTranslation(VIDEO_NS);
  const cameras = useCameras();
  const [place, setPlace] = useState('');
  const [layout, setLayout] = useState<(typeof LAYOUTS)[number]>(4);
  const [page, setPage] = useState(1);
  const all = cameras.data ?? [];
  const tree = useMemo(() => placeTree(cameras.data ?? [], t('unplaced')), [cameras.data, t]);
  const shown = all.filter((c) => {
    const key = placeOf(c).join('/') || t('unplaced');
    return !place || key === place || key.startsWith(`${place}/`);
  });
  const visible = shown.slice((page - 1) * layout, page * layout);

  return (
    <Flex gap={12} style={{ height: 'calc(100vh - 150px)', minHeight: 420 }} data-testid="maptovideo">
      <Card size="small" title={t('places')} style={{ width: 240, overflow: 'auto' }}>
        <Tree
          // Expanded once the cameras have come (defaultExpandAll reads only the first tree).
          key={cameras.dataUpdatedAt}
          treeData={[{ key: '', title: t('allPlaces'), children: tree }]}
          defaultExpandAll
          selectedKeys={[place]}
          onSelect={(keys) => {
            setPlace(String(keys[0] ?? ''));
            setPage(1);
          }}
        />
      </Card>
      <Card
        size="small"
        style={{ flex: 1, display: 'flex', flexDirection: 'column' }}
        styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0 } }}
        title={
          <Flex align="center" gap={8}>
            <span>{t('layout')}</span>
            <Radio.Group
              size="small"
              value={layout}
              onChange={(e) => {
                setLayout(e.target.value as (typeof LAYOUTS)[number]);
                setPage(1);
              }}
              options={LAYOUTS.map((n) => ({ value: n, label: `${n}` }))}
              optionType="button"
            />
          </Flex>
        }
        extra={
          <Pagination size="small" simple current={page} pageSize={layout} total={shown.length} onChange={setPage} />
        }
      >
        {visible.length === 0 && !cameras.isPending ? (
          <Empty description={t('empty')} />
        ) : (
          <div
            className="video-grid"
            style={{ flex: 1, minHeight: 0, '--video-columns': Math.sqrt(layout) } as CSSProperties}
            data-testid="video-grid"
          >
            {visible.map((camera) => (
              <CameraPlayer key={camera.id} id={camera.id} title={camera.channelName} />
            ))}
          </div>
        )}
      </Card>
    </Flex>
  );
}
