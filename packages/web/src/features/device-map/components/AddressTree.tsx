import type { AddressNode } from '@iot/contract';
import { Input, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKER_COLOURS } from '../../../ui/map/marker-state';
import { DEVICE_MAP_NS } from '../i18n';

const DEPTH = { province: 1, city: 2, county: 3, device: 3 } as const;

/** What a click in the tree asks the map to open. */
export interface TreePick {
  lat: number;
  lng: number;
  depth: 1 | 2 | 3;
  deviceId?: number;
}

/** Nodes whose name (or a descendant's) contains the text; all when the text is blank. */
function filterTree(nodes: readonly AddressNode[], text: string): AddressNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.name.includes(text)) return [node];
    const children = filterTree(node.children, text);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

function toTreeData(nodes: readonly AddressNode[], path: string): TreeDataNode[] {
  return nodes.map((node, i) => {
    const key = `${path}/${i}`;
    const dot =
      node.level === 'device' ? (
        <span
          className="device-map-dot"
          style={{ background: node.isonline === 1 ? MARKER_COLOURS.online : MARKER_COLOURS.offline }}
        />
      ) : null;
    return {
      key,
      title: (
        <span data-testid={`tree-${node.level}`}>
          {dot}
          {node.name}
        </span>
      ),
      isLeaf: node.level === 'device',
      children: toTreeData(node.children, key),
    };
  });
}

function nodeAt(nodes: readonly AddressNode[], key: string): AddressNode | undefined {
  const [, ...steps] = key.split('/').map(Number);
  let level: readonly AddressNode[] = nodes;
  let found: AddressNode | undefined;
  for (const step of steps) {
    found = level[step];
    level = found?.children ?? [];
  }
  return found;
}

/** The left tree of devices by address; a click opens the place, or the device's district and popup. */
export function AddressTree({ nodes, onPick }: { nodes: readonly AddressNode[]; onPick: (pick: TreePick) => void }) {
  const { t } = useTranslation(DEVICE_MAP_NS);
  const [text, setText] = useState('');
  const shown = useMemo(() => filterTree(nodes, text.trim()), [nodes, text]);
  const data = useMemo(() => toTreeData(shown, ''), [shown]);
  return (
    <div className="device-map-tree" data-testid="address-tree">
      <Input.Search allowClear placeholder={t('search')} onChange={(e) => setText(e.target.value)} />
      <Tree
        key={text}
        treeData={data}
        defaultExpandAll={text !== ''}
        blockNode
        onSelect={(keys) => {
          const node = keys[0] === undefined ? undefined : nodeAt(shown, String(keys[0]));
          if (!node || node.lat === null || node.lng === null) return;
          onPick({ lat: node.lat, lng: node.lng, depth: DEPTH[node.level], deviceId: node.id });
        }}
      />
    </div>
  );
}
